/**
 * Drafts of forms, so what someone typed survives a failed send and a reload. Kept in session
 * storage (this tab only, gone when it closes: personal details do not linger on a shared
 * computer), in memory where storage is blocked.
 */
import { sessionStore } from './storage';

const PREFIX = 'cashflow-elements:draft:';

export function loadDraft<T extends object>(key: string, empty: T): T {
  const text = sessionStore.get(PREFIX + key);
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

export const saveDraft = (key: string, value: object): void => sessionStore.set(PREFIX + key, JSON.stringify(value));

export const clearDraft = (key: string): void => sessionStore.remove(PREFIX + key);
