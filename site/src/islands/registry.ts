import type { ComponentType } from 'react';
import type { IslandName } from './names';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island checks its own props
type Loaded = ComponentType<any>;

/** Each island's code, a chunk of its own, loaded only when the page has that island. */
export const islandCode: Record<IslandName, () => Promise<Loaded>> = {};
