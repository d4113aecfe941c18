import type { ReadonlySignal } from '@preact/signals-core';
import { useCallback, useSyncExternalStore } from 'react';

/** Reads a signal in a React component and re-renders when it changes. */
export function useSignal<T>(source: ReadonlySignal<T>): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      let first = true;
      return source.subscribe(() => {
        if (first) {
          first = false;
          return;
        }
        onChange();
      });
    },
    [source],
  );
  return useSyncExternalStore(
    subscribe,
    () => source.value,
    () => source.value,
  );
}
