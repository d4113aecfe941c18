import { useSyncExternalStore } from 'react';
import type { LazyModule, LazyStatus } from '../internal/lazy-module';

/** A lazy module's status in a component, which renders again when the module arrives or fails. */
export function useLazyModule<M>(module: LazyModule<M>): { loaded: M | null; status: LazyStatus } {
  const status = useSyncExternalStore(
    module.subscribe,
    () => module.status,
    () => module.status,
  );
  return { loaded: module.loaded, status };
}
