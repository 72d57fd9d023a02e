/** The islands a public page can carry; site/src/islands/registry.ts loads each one's code. */
export type IslandName = never;
