/**
 * Local storage that never throws: some hosts block it (privacy modes, sandboxed iframes, a
 * storage getter that throws), and the calculator must keep working with an in-memory copy.
 */
const memory = new Map<string, string>();

function localStore(): Storage | null {
  try {
    const store = window.localStorage;
    const probe = '__cashflow_probe__';
    store.setItem(probe, probe);
    store.removeItem(probe);
    return store;
  } catch {
    return null;
  }
}

export function readFlag(key: string): boolean {
  try {
    const store = localStore();
    if (store) return store.getItem(key) !== null;
  } catch {
    /* fall through to memory */
  }
  return memory.has(key);
}

export function writeFlag(key: string): void {
  memory.set(key, '1');
  try {
    localStore()?.setItem(key, '1');
  } catch {
    /* memory already holds it */
  }
}

export const STORAGE_KEYS = Object.freeze({
  returningVisitor: 'cashflow-elements:returning-visitor',
  popupShown: 'cashflow-elements:email-popup-shown',
});
