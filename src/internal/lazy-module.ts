/** Where a lazy module stands: not asked for yet, on its way, here, or its last fetch failed. */
export type LazyStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface LazyModule<M> {
  /** The module once it has arrived. */
  readonly loaded: M | null;
  readonly status: LazyStatus;
  /** Starts the fetch, or returns the one under way (or done). */
  load(): Promise<M>;
  /** Calls back on every change of status; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
}

/**
 * A module fetched on first need, once per page. A failed fetch is forgotten, so the next `load()`
 * calls `importModule` again (a dropped connection should not disable a feature until reload):
 * the same import of the same URL, which the browser fetches anew, the chunk and any of its
 * imports that failed (measured in Debian's Chromium 156: a chunk whose request failed, and a chunk
 * whose import failed, both load on the next import(); test/e2e/offline-parts.test.mjs). Retrying
 * under the same URL keeps one instance of each module, which other chunks import by that URL.
 * Components follow it with useLazyModule (ui/use-lazy-module.ts).
 */
export function lazyModule<M>(importModule: () => Promise<M>): LazyModule<M> {
  let loading: Promise<M> | null = null;
  let loaded: M | null = null;
  let status: LazyStatus = 'idle';
  const listeners = new Set<() => void>();
  const set = (next: LazyStatus) => {
    status = next;
    listeners.forEach((listener) => listener());
  };
  return {
    get loaded() {
      return loaded;
    },
    get status() {
      return status;
    },
    load() {
      if (!loading) {
        loading = importModule().then(
          (module) => {
            loaded = module;
            set('loaded');
            return module;
          },
          (error: unknown) => {
            loading = null;
            set('failed');
            throw error;
          },
        );
        set('loading');
      }
      return loading;
    },
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}
