/**
 * Web storage that never throws: some hosts block it (privacy modes, sandboxed iframes, a storage
 * getter that throws, a quota of zero), and the elements must keep working with an in-memory copy.
 */
export interface SafeStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

const PROBE = '__cashflow_probe__';

function safeStore(pick: () => Storage): SafeStore {
  const memory = new Map<string, string>();
  let probed: Storage | null | undefined;
  // The store, if it can be written to (a store that reads but refuses writes would forget).
  // Probed once: drafts are saved on every keystroke.
  const usable = (): Storage | null => {
    if (probed !== undefined) return probed;
    try {
      const store = pick();
      store.setItem(PROBE, PROBE);
      store.removeItem(PROBE);
      probed = store;
    } catch {
      probed = null;
    }
    return probed;
  };
  return {
    get(key) {
      try {
        const store = usable();
        if (store) return store.getItem(key);
      } catch {
        /* fall through to memory */
      }
      return memory.get(key) ?? null;
    },
    set(key, value) {
      memory.set(key, value);
      try {
        usable()?.setItem(key, value);
      } catch {
        /* memory already holds it */
      }
    },
    remove(key) {
      memory.delete(key);
      try {
        usable()?.removeItem(key);
      } catch {
        /* nothing to remove */
      }
    },
  };
}

/** Across visits: the visitor and popup flags. */
export const localStore = safeStore(() => window.localStorage);
/** This tab only, gone when it closes: form drafts, which hold personal details. */
export const sessionStore = safeStore(() => window.sessionStorage);

export const readFlag = (key: string): boolean => localStore.get(key) !== null;
export const writeFlag = (key: string): void => localStore.set(key, '1');

export const STORAGE_KEYS = Object.freeze({
  returningVisitor: 'cashflow-elements:returning-visitor',
  popupShown: 'cashflow-elements:email-popup-shown',
});
