/**
 * A module fetched on first need, once per page: `load()` starts the fetch or returns the one under
 * way, `loaded` holds the module once it has arrived. A failed fetch is forgotten, so the next
 * `load()` tries again (a dropped connection should not disable a feature until reload).
 */
export function lazyModule<M>(importModule: () => Promise<M>) {
  let loading: Promise<M> | null = null;
  let loaded: M | null = null;
  return {
    get loaded(): M | null {
      return loaded;
    },
    load(): Promise<M> {
      loading ??= importModule().then(
        (module) => (loaded = module),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
}
