let visitRecorded = false;

/**
 * The first page view with any of our elements records the visit, used or not, so the next visit
 * counts as returning (spec: visitor state; the calculator's forms then ask for the financial
 * challenge). Fetched after the element, not part of its first load.
 */
function recordVisit(): void {
  if (visitRecorded) return;
  visitRecorded = true;
  import('../state/visitor').then(({ returningVisitor }) => returningVisitor()).catch(() => {});
}

/**
 * Registers a custom element once. The same script may be loaded twice (two embeds, a CMS that
 * repeats the tag): the second registration is skipped silently; a different class under our tag
 * is someone else's element, which deserves a warning.
 */
export function defineElement(tag: string, constructor: CustomElementConstructor): void {
  recordVisit();
  const existing = customElements.get(tag);
  if (existing) {
    if (existing !== constructor && !(existing as { cashflowElement?: boolean }).cashflowElement) {
      console.warn(`<${tag}> is already defined by another script; this copy was not registered.`);
    }
    return;
  }
  customElements.define(tag, constructor);
}
