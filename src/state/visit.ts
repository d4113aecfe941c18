import { readFlag, STORAGE_KEYS, writeFlag } from './storage';

const RETURNING = Symbol.for('cashflow-elements.returning-visitor');
const page = globalThis as typeof globalThis & { [RETURNING]?: boolean };

/**
 * Records this page view, once per page (the loader does, before the page paints, whether or not
 * anyone uses an element), and says whether this browser had been here before: then forms ask
 * for the visitor's financial challenge. Kept on the page, not in a module, as a page may load two
 * copies of the loader, and the elements' code reads the same answer later (state/visitor.ts).
 */
export function recordVisit(): boolean {
  if (page[RETURNING] === undefined) {
    page[RETURNING] = readFlag(STORAGE_KEYS.returningVisitor);
    writeFlag(STORAGE_KEYS.returningVisitor);
  }
  return page[RETURNING];
}
