/**
 * Registers a custom element once. The same script may be loaded twice (two embeds, a CMS that
 * repeats the tag): the second registration is skipped silently; a different class under our tag
 * is someone else's element, which deserves a warning.
 */
export function defineElement(tag: string, constructor: CustomElementConstructor): void {
  const existing = customElements.get(tag);
  if (existing) {
    if (existing !== constructor && !(existing as { cashflowElement?: boolean }).cashflowElement) {
      console.warn(`<${tag}> is already defined by another script; this copy was not registered.`);
    }
    return;
  }
  customElements.define(tag, constructor);
}
