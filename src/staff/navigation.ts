// Client-side page changes inside /staff: a link switches pages with history.pushState instead of
// loading the shell again, and the app re-renders on every change (Back and Forward included).
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
let current = `${location.pathname}${location.search}`;

function changed(): void {
  current = `${location.pathname}${location.search}`;
  for (const listener of listeners) listener();
}
addEventListener('popstate', changed);

/** Goes to a staff page; `replace` for a change that should not add a step to Back. */
export function navigate(to: string, { replace = false } = {}): void {
  if (to === current) return;
  if (replace) history.replaceState(null, '', to);
  else history.pushState(null, '', to);
  changed();
}

/** The current page's path and query, re-rendering on every change. */
export function useLocationKey(): string {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
