import {
  DEFAULT_MONEY_SETTINGS,
  MONEY_SETTINGS_FIELDS,
  moneySettingsSchema,
  type MoneySettings,
} from '@jazz/contracts/money';
import { isRecord } from '@jazz/contracts';
import type { createAppStateRepository } from '../db/app-state';
import { comparatorOf, matchesComparator, updateDataOf } from '../http/comparator';
import { conflict, validate } from '../http/errors';

type AppState = ReturnType<typeof createAppStateRepository>;
const KEY = 'money-settings';

export type StoredMoneySettings = MoneySettings & { updatedAt: string };

/**
 * Money settings (docs/money.md): one record in app_state, the defaults of a fresh install
 * until the owner saves his own (a field added later takes its default).
 */
export function createMoneySettings(appState: AppState, transaction: <T>(fn: () => T) => T) {
  function read(): StoredMoneySettings {
    const text = appState.get(KEY);
    const stored: unknown = text ? JSON.parse(text) : {};
    const saved = isRecord(stored) ? stored : {};
    const parsed = moneySettingsSchema.safeParse({ ...DEFAULT_MONEY_SETTINGS, ...saved });
    const settings = parsed.success ? parsed.data : DEFAULT_MONEY_SETTINGS;
    return { ...settings, updatedAt: typeof saved.updatedAt === 'string' ? saved.updatedAt : '' };
  }

  return {
    read,
    update(body: unknown): StoredMoneySettings {
      const comparator = comparatorOf('settings', body);
      const data = validate(moneySettingsSchema, updateDataOf('settings', body) ?? {});
      return transaction(() => {
        const current = read();
        if (!matchesComparator(current, comparator, MONEY_SETTINGS_FIELDS)) throw conflict(current);
        const saved = { ...data, updatedAt: new Date().toISOString() };
        appState.set(KEY, JSON.stringify(saved));
        return saved;
      });
    },
  };
}

export type MoneySettingsStore = ReturnType<typeof createMoneySettings>;
