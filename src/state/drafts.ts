/**
 * Drafts of forms, so what someone typed survives a failed send and a reload. Kept in session
 * storage (this tab only, gone when it closes: personal details do not linger on a shared
 * computer), in memory where storage is blocked.
 */
const memory = new Map<string, string>();
const PREFIX = 'cashflow-elements:draft:';

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function loadDraft<T extends object>(key: string, empty: T): T {
  let text: string | null | undefined;
  try {
    text = sessionStore()?.getItem(PREFIX + key);
  } catch {
    /* blocked: memory below */
  }
  text ??= memory.get(key);
  if (!text) return empty;
  try {
    const saved: unknown = JSON.parse(text);
    if (!saved || typeof saved !== 'object') return empty;
    // Only the fields the form has, with the types it expects: an old or edited draft cannot break it.
    const merged = { ...empty };
    for (const [field, initial] of Object.entries(empty)) {
      const value = (saved as Record<string, unknown>)[field];
      if (typeof value === typeof initial) (merged as Record<string, unknown>)[field] = value;
    }
    return merged;
  } catch {
    return empty;
  }
}

export function saveDraft(key: string, value: object): void {
  const text = JSON.stringify(value);
  memory.set(key, text);
  try {
    sessionStore()?.setItem(PREFIX + key, text);
  } catch {
    /* memory holds it */
  }
}

export function clearDraft(key: string): void {
  memory.delete(key);
  try {
    sessionStore()?.removeItem(PREFIX + key);
  } catch {
    /* nothing to clear */
  }
}
