/** Shared helpers of the browser tests: mounting, querying inside the shadow root, waiting, axe. */
import { expect } from '@esm-bundle/chai';

export type Calculator = HTMLElementTagNameMap['cashflow-calculator'];

let bundle: Promise<unknown> | null = null;

/** Loads the built one-tag embed, as a page that embeds us would. */
export function loadCalculator(): Promise<unknown> {
  bundle ??= import('/dist/cashflow-calculator.js' as string);
  return bundle;
}

export const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Polls until the check passes (returns a truthy value) or the time runs out. A check that throws
 * (what it looks at is not rendered yet, e.g. a part still loading) has not passed yet; on time-out
 * its last error is in the message.
 */
export async function until<T>(check: () => T, message = 'condition', timeoutMs = 8000): Promise<NonNullable<T>> {
  const start = performance.now();
  for (;;) {
    let failure = '';
    try {
      const value = check();
      if (value) return value as NonNullable<T>;
    } catch (error) {
      failure = `: ${(error as Error).message}`;
    }
    if (performance.now() - start > timeoutMs) throw new Error(`Timed out waiting for ${message}${failure}`);
    await sleep(20);
  }
}

const HYDRATED = Symbol.for('cashflow-elements.hydrated');

/** Whether React has taken over an element's first view (src/internal/react-element.ts). */
export const isAwake = (element: Element) => (element as unknown as Record<symbol, unknown>)[HYDRATED] === true;

/**
 * Wakes an element as a visitor's first use does (a pointer over it) and waits until React has
 * hydrated its first view.
 */
export async function wakeUp(element: Element): Promise<void> {
  element.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
  await until(() => isAwake(element), `<${element.localName}> to wake`);
  await nextFrame();
}

/** Adds a calculator with the given attributes and waits for its first view (no use yet). */
export async function mountFirstView(
  attributes: Record<string, string> = {},
  parent: HTMLElement = document.body,
): Promise<Calculator> {
  await loadCalculator();
  const element = document.createElement('cashflow-calculator') as Calculator;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  parent.append(element);
  await until(() => element.shadowRoot?.querySelector('.calculator'), 'the calculator to render');
  await nextFrame();
  return element;
}

/** Adds a calculator with the given attributes, waits for its first view, and wakes it. */
export async function mount(
  attributes: Record<string, string> = {},
  parent: HTMLElement = document.body,
): Promise<Calculator> {
  const element = await mountFirstView(attributes, parent);
  await wakeUp(element);
  return element;
}

export function cleanup(): void {
  document.querySelectorAll('cashflow-calculator').forEach((element) => element.remove());
}

export const $ = <E extends Element = HTMLElement>(host: Element, selector: string): E => {
  const found = host.shadowRoot!.querySelector<E>(selector);
  if (!found) throw new Error(`Nothing matches ${selector}`);
  return found;
};

export const $$ = <E extends Element = HTMLElement>(host: Element, selector: string): E[] =>
  Array.from(host.shadowRoot!.querySelectorAll<E>(selector));

/** A button (or link) by its visible text or accessible label. */
export function button(host: Element, name: string): HTMLButtonElement {
  const found = $$<HTMLButtonElement>(host, 'button, a').find(
    (candidate) => candidate.textContent?.trim() === name || candidate.getAttribute('aria-label') === name,
  );
  if (!found) throw new Error(`No button named ${name}`);
  return found;
}

/** A form control by the text of its <label>. */
export function field<E extends HTMLElement = HTMLInputElement>(host: Element, label: string): E {
  const labelElement = $$<HTMLLabelElement>(host, 'label').find((candidate) =>
    candidate.textContent?.trim().startsWith(label),
  );
  if (!labelElement) throw new Error(`No field labelled ${label}`);
  const control = labelElement.control ?? host.shadowRoot!.getElementById(labelElement.htmlFor);
  if (!control) throw new Error(`Label ${label} has no control`);
  return control as E;
}

/** Types into a React-controlled input the way a browser does: sets the value, fires input. */
export function typeInto(input: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  const prototype = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export function choose(select: HTMLSelectElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, value);
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

export async function calculate(host: Element): Promise<void> {
  button(host, 'Calculate').click();
  await until(() => host.shadowRoot!.querySelector('[role="tablist"]'), 'results');
  await nextFrame();
}

/** Text of the whole shadow root, spaces collapsed. */
export const textOf = (host: Element) => (host.shadowRoot!.textContent ?? '').replace(/\s+/g, ' ');

interface AxeResults {
  violations: { id: string; impact: string | null; help: string; nodes: { target: unknown }[] }[];
}
declare global {
  interface Window {
    axe?: { run(context: unknown, options?: unknown): Promise<AxeResults> };
  }
}

async function loadAxe(): Promise<NonNullable<Window['axe']>> {
  if (!window.axe) {
    await new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = '/node_modules/axe-core/axe.min.js';
      script.onload = () => resolve();
      script.onerror = () => reject(new Error('axe-core did not load'));
      document.head.append(script);
    });
  }
  return window.axe!;
}

/**
 * Runs axe-core over our elements (open shadow roots included; the test runner's own page is not
 * ours to judge) and fails on serious or critical issues.
 */
export async function expectAccessible(
  context: Element | Element[] = Array.from(document.querySelectorAll('cashflow-calculator')),
): Promise<void> {
  const axe = await loadAxe();
  const results = await axe.run(context, { resultTypes: ['violations'] });
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const report = serious.map(
    (violation) => `${violation.id}: ${violation.help} (${JSON.stringify(violation.nodes.map((node) => node.target))})`,
  );
  expect(report, report.join('\n')).to.deep.equal([]);
}

/* ---- Added for the feature suites ---- */

export const STORAGE = Object.freeze({
  returningVisitor: 'cashflow-elements:returning-visitor',
  popupShown: 'cashflow-elements:email-popup-shown',
});

/**
 * As on a new page visit in a browser that has never had the follow-up popup: the stored flag is
 * cleared, and so is the page-wide claim that keeps a page to one popup (see scheduleFollowUp).
 */
export function resetFollowUp(): void {
  localStorage.removeItem(STORAGE.popupShown);
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('cashflow-elements.follow-up-claimed')];
}

/**
 * A path of the firm's site as the elements link to it from these tests: the bundles are served by
 * the test server, so the firm's site is its origin.
 */
export const onFirmSite = (path: string) => new URL(path, location.origin).href;

/** A control of the inputs form by its name attribute. */
export const named = <E extends HTMLElement = HTMLInputElement>(host: Element, name: string): E =>
  $<E>(host, `[name="${name}"]`);

/** Moves focus out of a field the way a user would (fires blur and focusout). */
export function typeAndBlur(input: HTMLInputElement, text: string): void {
  input.focus();
  typeInto(input, text);
  input.blur();
}

/** The centre of an element inside a shadow root, in viewport pixels, for sendMouse. */
export function centerOf(element: Element): [number, number] {
  let box = element.getBoundingClientRect();
  if (box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth) {
    element.scrollIntoView({ block: 'center', inline: 'center' });
    box = element.getBoundingClientRect();
  }
  return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
}

/** Titles and descriptions of the toasts shown, in order. */
export const toasts = (host: Element) =>
  $$(host, '.toast').map((toast) => ({
    title: toast.querySelector('.toast-title')?.textContent?.trim() ?? '',
    description: toast.querySelector('.toast-description')?.textContent?.trim() ?? '',
  }));

/** The text of the Monthly Cash Flow figure of the Standard Analysis panel. */
export function monthlyCashFlowShown(host: Element): string {
  const metric = $$(host, '.metric').find(
    (candidate) => candidate.querySelector('.metric-label')?.textContent === 'Monthly Cash Flow',
  );
  if (!metric) throw new Error('No Monthly Cash Flow figure');
  return metric.querySelector('.metric-value')!.textContent!.trim();
}

/** The open modal dialog of a calculator, if any. */
export const openDialog = (host: Element) => host.shadowRoot!.querySelector<HTMLDialogElement>('dialog[open]');

/**
 * How late the event loop runs a timer set now: resolves with the delay beyond delayMs. Started
 * alongside a component's own timer, it lets a timing check allow for a busy test machine.
 */
export function timerLateness(delayMs: number): Promise<number> {
  const due = performance.now() + delayMs;
  return new Promise((resolve) => setTimeout(() => resolve(Math.max(0, performance.now() - due)), delayMs));
}

/** Records the time a condition on a calculator's shadow DOM first holds, checked on every change. */
export function whenHolds(host: Element, check: () => boolean): { at: number | null; stop(): void } {
  const record = {
    at: check() ? performance.now() : null,
    stop: () => observer.disconnect(),
  };
  const observer = new MutationObserver(() => {
    if (record.at === null && check()) {
      record.at = performance.now();
      observer.disconnect();
    }
  });
  if (record.at === null) {
    observer.observe(host.shadowRoot!, { subtree: true, childList: true, attributes: true, characterData: true });
  }
  return record;
}

/* ---- Fake server and other elements, for the forms' and elements' own suites ---- */

/** A request a form sent to a fake server. */
export interface Sent {
  url: string;
  key: string | null;
  body: Record<string, unknown>;
}

/** Replaces fetch with a scripted server: each call takes the next answer (the last one repeats). */
export function fakeServer(...answers: ((request: Sent) => Response)[]) {
  const sent: Sent[] = [];
  const original = window.fetch;
  window.fetch = async (input, init) => {
    // The no-cors probe a form makes after a failed send (is the server there at all?): it is.
    if (init?.mode === 'no-cors') return new Response(null, { status: 200 });
    const headers = new Headers(init?.headers);
    const request = { url: String(input), key: headers.get('Idempotency-Key'), body: JSON.parse(String(init?.body)) };
    sent.push(request);
    return answers[Math.min(sent.length - 1, answers.length - 1)]!(request);
  };
  const server = {
    sent,
    restore: () => {
      window.fetch = original;
      if (activeServer === server) activeServer = null;
    },
  };
  activeServer = server;
  return server;
}

let activeServer: { restore(): void } | null = null;

/** After a form's test: the fake server (if any) gone, the forms removed, their drafts forgotten. */
export function cleanUpForms(tag: string): void {
  activeServer?.restore();
  document.querySelectorAll(tag).forEach((form) => form.remove());
  sessionStorage.clear();
}

/**
 * Makes this test page a demo page: its forms' sends are simulated (one second, a console log,
 * nothing sent), as asked for with the documented value `demo` of the page-wide API meta.
 */
export function useDemoSends(): void {
  document.head.append(
    Object.assign(document.createElement('meta'), { name: 'cashflow-elements-api', content: 'demo' }),
  );
}

/** A JSON answer of a fake server. */
export const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Loads an element's own bundle (dist/<tag>.js), adds it with the attributes, waits for its first view, and wakes it. */
export async function mountElement(tag: string, attributes: Record<string, string> = {}): Promise<HTMLElement> {
  await import(`/dist/${tag}.js` as string);
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  await until(() => element.shadowRoot?.firstElementChild, `<${tag}> to render`);
  await wakeUp(element);
  return element;
}

/** Console warnings and errors while a block runs (a hydration mismatch is reported as an error). */
export async function consoleNoise(run: () => Promise<void>): Promise<string[]> {
  const noise: string[] = [];
  const { warn, error } = console;
  console.warn = (...args: unknown[]) => noise.push(`warn: ${args.join(' ')}`);
  console.error = (...args: unknown[]) => noise.push(`error: ${args.join(' ')}`);
  try {
    await run();
  } finally {
    Object.assign(console, { warn, error });
  }
  return noise;
}
