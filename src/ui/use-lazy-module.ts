import { useSyncExternalStore } from 'react';
import type { LazyModule, LazyStatus } from '../internal/lazy-module';

/**
 * A lazy module's status in a component, which renders again when the module arrives or fails.
 * A first view is prerendered without any (and hydrated so, even if another element has fetched
 * the module meanwhile); the render after hydration has it.
 */
export function useLazyModule<M>(module: LazyModule<M>): { loaded: M | null; status: LazyStatus } {
  const status = useSyncExternalStore(
    module.subscribe,
    () => module.status,
    () => 'idle' as const,
  );
  return { loaded: status === 'loaded' ? module.loaded : null, status };
}
