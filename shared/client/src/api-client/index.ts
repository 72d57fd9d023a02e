import { accountsApi } from './accounts';
import { businessApi } from './business';
import { callsApi } from './calls';
import { contentApi } from './content';
import { moneyApi } from './money';
import { pressApi } from './press';
import { showFilesApi } from './show-files';
import { showsApi } from './shows';
import { createTransport } from './transport';
import type { ApiClientOptions } from './types';
import { visitorsApi } from './visitors';

export { ApiError, formErrors, isApiError } from './errors';
export { nextCursor } from './types';
export type { MoneyReportRow, ReceiptAnswer, Receivables, StoredMoneySettings } from './money';
export type {
  ApiClientOptions,
  Comparator,
  EventChanges,
  EventsImportResult,
  EventsPageQuery,
  ImportFileOptions,
  ImportFileResult,
  ListPage,
  MutationOptions,
} from './types';

/**
 * One typed function per route of docs/product.md, an area per file (as the API's routes are):
 * accounts, shows, show files, content, visitors, press, business, money, calls; ./transport sends them all.
 */
export function createApiClient(options: ApiClientOptions) {
  const transport = createTransport(options);
  return {
    /** Sets the bearer token sent on every request (null after logout). */
    setToken: transport.setToken,
    getToken: transport.getToken,
    baseURL: options.baseURL,
    ...accountsApi(transport),
    ...showsApi(transport),
    ...showFilesApi(transport),
    ...contentApi(transport),
    ...visitorsApi(transport),
    ...pressApi(transport),
    ...businessApi(transport),
    ...moneyApi(transport),
    ...callsApi(transport),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
