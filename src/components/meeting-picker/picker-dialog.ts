/**
 * The calculator's way to a booking: "Get Emergency Cash Flow Consultation" (and the report card's
 * "Book a call") open a modal dialog inside the calculator's shadow root with a <meeting-picker>
 * carrying the calculation, so the advisor sees the figures, and the visitor books without leaving
 * the page (on a foreign page too). Built with the DOM, outside React's root, so it needs nothing of
 * the calculator's own parts; its code (and the picker's) is fetched on that click, never before.
 */
import type { CalculatorInputs } from '../../core/types';
import { HYDRATED } from '../../internal/react-element';
import { adoptStyles } from '../../loader/adopt-styles';
import panelsCss from '../../ui/panels.css?inline';
import css from './picker-dialog.css?inline';
import './define';

let dialogs = 0;

/** The picker's endpoint beside the calculator's: <api>/leads → <api>/bookings ("demo" stays demo). */
function bookingsBeside(calculator: HTMLElement): string | undefined {
  const endpoint = calculator.getAttribute('endpoint')?.trim();
  if (!endpoint || endpoint === 'demo') return endpoint || undefined;
  try {
    return new URL('bookings', new URL(endpoint, document.baseURI)).href;
  } catch {
    return endpoint; // the picker says what is wrong with it
  }
}

/** Opens the booking dialog in the calculator for these inputs; focus returns to `opener` when it closes. */
export function openPickerDialog(calculator: HTMLElement, inputs: CalculatorInputs, opener: HTMLElement | null): void {
  const shadow = calculator.shadowRoot;
  if (!shadow) return;
  adoptStyles(shadow, panelsCss, css);
  const titleId = `meeting-dialog-title-${++dialogs}`;
  const dialog = document.createElement('dialog');
  dialog.className = 'dialog meeting-dialog';
  dialog.setAttribute('part', 'meeting-dialog');
  dialog.setAttribute('aria-labelledby', titleId);

  const head = document.createElement('div');
  head.className = 'meeting-dialog-head';
  const title = document.createElement('h2');
  title.id = titleId;
  title.className = 'dialog-title';
  title.tabIndex = -1;
  title.textContent = 'Book a free 30-minute consultation';
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'meeting-dialog-close';
  close.setAttribute('aria-label', 'Close');
  close.textContent = '×';
  close.addEventListener('click', () => dialog.close());
  head.append(title, close);

  const lead = document.createElement('p');
  lead.className = 'dialog-lead';
  lead.textContent = 'Your figures come with the booking, so your advisor has read them before the call.';

  const picker = document.createElement('meeting-picker');
  picker.setAttribute('calculation', JSON.stringify(inputs));
  picker.setAttribute('industry', inputs.industry);
  const endpoint = bookingsBeside(calculator);
  if (endpoint) picker.setAttribute('endpoint', endpoint);

  dialog.append(head, lead, picker);
  dialog.addEventListener('close', () => {
    dialog.remove();
    if (opener?.isConnected) opener.focus();
  });
  shadow.append(dialog);
  // Shown once React has taken the picker over: a pointer event inside a shadow root while React
  // hydrates is queued and replayed by React after the browser has cleared its target (DOM spec,
  // shadow trees), which throws. Until shown, the dialog takes no pointer.
  void hydrated(picker).then(() => {
    if (!dialog.isConnected) return;
    dialog.showModal();
    title.focus();
  });
}

/** Resolves when React has hydrated the element (src/internal/react-element.ts), or after 3 s at most. */
function hydrated(element: HTMLElement): Promise<void> {
  const until = performance.now() + 3000;
  return new Promise((resolve) => {
    const check = () => {
      if ((element as unknown as Record<symbol, unknown>)[HYDRATED] === true || performance.now() > until) resolve();
      else requestAnimationFrame(check);
    };
    check();
  });
}
