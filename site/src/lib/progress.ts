import { create } from 'zustand';

/** Requests in flight: the global progress bar at the top (docs/product.md). */
export const useProgress = create<{ inFlight: number; change: (delta: 1 | -1) => void }>()((set) => ({
  inFlight: 0,
  change: (delta) => set((state) => ({ inFlight: Math.max(0, state.inFlight + delta) })),
}));
