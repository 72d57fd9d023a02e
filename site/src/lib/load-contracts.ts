import type * as Contracts from '@jazz/contracts';

let contracts: Promise<typeof Contracts> | null = null;

/**
 * The shared rules (zod and the messages, about 37 KB gzip). A public form imports them from
 * here when a visitor first touches it, so a page's first load carries none of them.
 */
export const loadContracts = () => (contracts ??= import('@jazz/contracts'));
