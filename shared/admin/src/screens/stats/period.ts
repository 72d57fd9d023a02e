import { addDays } from '@jazz/contracts/time';

export type PeriodChoice = '7' | '30' | '90' | 'custom';

export const PERIOD_LABELS: Record<PeriodChoice, string> = {
  '7': 'Last 7 days',
  '30': 'Last 30 days',
  '90': 'Last 90 days',
  custom: 'Custom',
};

/** The last `days` days up to today, both ends included. */
export const lastDays = (days: number, today: string) => ({ from: addDays(today, -(days - 1)), to: today });
