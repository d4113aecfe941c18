/**
 * What a visitor typed into an element's fields before React arrived is in the DOM, which
 * hydration keeps, but React never heard of it (no change event). Once hydrated, each field whose
 * value is not the one prerendered (its default) is replayed through the field's own change
 * handler, so it counts exactly as if typed after: the calculator's parse and industry rules, a
 * form's validation and draft, and a field left since is left again. All are read first (a replayed field re-renders the others from
 * state), then replayed in document order, so an industry is chosen before its line; a choice the
 * re-rendered field no longer offers (a line of the industry left) is not replayed.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const nativeValue = (field: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')!.set!;

function typedBefore(field: Field): (() => void) | undefined {
  if (field instanceof HTMLSelectElement) {
    if (![...field.options].some((option) => option.selected !== option.defaultSelected)) return undefined;
    const chosen = field.value;
    return () => {
      if (![...field.options].some((option) => option.value === chosen)) return;
      field.value = chosen;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    };
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (field.checked === field.defaultChecked) return undefined;
    const wanted = field.checked;
    return () => {
      // React tracks `checked` through the element's property: give it the other state, then click.
      field.checked = !wanted;
      field.click();
    };
  }
  if (field.value === field.defaultValue) return undefined;
  const typed = field.value;
  const left = (field.getRootNode() as ShadowRoot).activeElement !== field;
  return () => {
    // React tracks the value it last saw through the element's own `value` property: set it to
    // the prerendered value, put the typed one back past the tracker, and tell React.
    field.value = field.defaultValue;
    nativeValue(field).call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    // The visitor has left the field since: that too (a currency field then shows its amount).
    if (left) field.dispatchEvent(new FocusEvent('focusout', { bubbles: true, composed: true }));
  };
}

export function replayTypedValues(root: Element): void {
  const replays = [...root.querySelectorAll<Field>('input, textarea, select')].map(typedBefore);
  for (const replay of replays) replay?.();
}
