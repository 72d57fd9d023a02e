import type { islandCode } from './registry';

/** The React islands a page can carry (registry.ts loads each one's code). */
export type IslandName = Extract<keyof typeof islandCode, string>;
