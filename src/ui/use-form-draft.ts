import { useEffect, useRef, useState } from 'react';
import { clearDraft, loadDraft, saveDraft } from '../state/drafts';

/**
 * Which form of which element on which page a draft belongs to: the element's id if it has one,
 * else its position among the elements of its tag, so two calculators keep separate drafts.
 */
function draftKey(host: HTMLElement, form: string): string {
  const root = host.getRootNode() as Document | ShadowRoot;
  const which = host.id ? `#${host.id}` : `:${Array.from(root.querySelectorAll(host.localName)).indexOf(host)}`;
  return `${location.pathname}|${host.localName}${which}|${form}`;
}

/**
 * A form's values, saved as a draft while typed and restored after a reload, so nothing is lost to
 * a failed send. `transient` fields (a consent box) are not kept: consent is given afresh.
 */
export function useFormDraft<F extends Record<string, string | boolean>>(
  host: HTMLElement | undefined,
  formName: string,
  empty: F,
  transient: readonly (keyof F)[] = [],
) {
  // The first render is the first view, empty (it was prerendered so); the draft comes right after.
  const [form, setForm] = useState<F>(empty);
  /** Fixed once restored: the element's place on the page is read once, not on every keystroke. */
  const key = useRef<string | null>(null);

  useEffect(() => {
    if (key.current === null) {
      key.current = draftKey(host!, formName);
      const draft = loadDraft(key.current, empty);
      // What was typed before React woke (already in `form`, replayed) wins over the saved draft.
      setForm((typed) => ({ ...draft, ...changed(typed, empty), ...pick(empty, transient) }));
      return;
    }
    const kept = { ...form, ...pick(empty, transient) };
    if (JSON.stringify(kept) === JSON.stringify(empty)) clearDraft(key.current);
    else saveDraft(key.current, kept);
  }, [form]); // eslint-disable-line react-hooks/exhaustive-deps -- host, formName, empty and transient are the caller's constants, new objects on each render

  const set = <K extends keyof F>(field: K, value: F[K]) => setForm((current) => ({ ...current, [field]: value }));
  const reset = () => {
    if (key.current !== null) clearDraft(key.current);
    setForm(empty);
  };
  return { form, set, reset };
}

const pick = <F extends object>(source: F, fields: readonly (keyof F)[]): Partial<F> =>
  Object.fromEntries(fields.map((field) => [field, source[field]])) as Partial<F>;

const changed = <F extends object>(form: F, empty: F): Partial<F> =>
  Object.fromEntries(Object.entries(form).filter(([field, value]) => value !== empty[field as keyof F])) as Partial<F>;
