import { createElement, lazy, type ComponentType } from 'react';

/** A part of the admin whose code loads when it is first rendered, and how to load it ahead. */
export interface LazyPart {
  Component: ComponentType;
  /** Loads the code now; once loaded, the part renders at once (no Suspense fallback). */
  preload: () => Promise<void>;
}

/**
 * `load` runs when the part is first rendered (the nearest Suspense shows its fallback until
 * then) or preloaded; a part already loaded renders at once, as a static import would.
 */
export function lazyPart(load: () => Promise<ComponentType>): LazyPart {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // a chunk that did not arrive (the phone lost its signal) is asked for again
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await start() }));
  const preload = async () => {
    await start();
  };
  function Component() {
    return createElement(loaded ?? Lazy);
  }
  return { Component, preload };
}
