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
 * tries again (a dropped connection should not disable a feature until reload). Components follow
 * it with useLazyModule (ui/use-lazy-module.ts).
 *
 * Some browsers (Debian's Chromium 150 among them) remember a module whose fetch failed and fail
 * every later import() of that URL without asking the network. So a retry imports the URL the error
 * named with a query of its own: a new module request. The failed one never ran, so nothing is
 * evaluated twice; its own imports are the same URLs, already loaded once.
 */
export function lazyModule<M>(importModule: () => Promise<M>): LazyModule<M> {
  // The module the failed import named (Chromium and Firefox say it in the message), and the retries.
  let failedUrl: string | undefined;
  let retries = 0;
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
        loading = (
          failedUrl ? (import(/* @vite-ignore */ `${failedUrl}?${++retries}`) as Promise<M>) : importModule()
        ).then(
          (module) => {
            loaded = module;
            set('loaded');
            return module;
          },
          (error: unknown) => {
            loading = null;
            failedUrl ??= /\S+\.js/.exec(String(error))?.[0];
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
