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

/** Polls until the check passes (returns a truthy value) or the time runs out. */
export async function until<T>(check: () => T, message = 'condition', timeoutMs = 4000): Promise<NonNullable<T>> {
  const start = performance.now();
  for (;;) {
    const value = check();
    if (value) return value as NonNullable<T>;
    if (performance.now() - start > timeoutMs) throw new Error(`Timed out waiting for ${message}`);
    await sleep(20);
  }
}

/** Adds a calculator with the given attributes and waits until React has rendered it. */
export async function mount(attributes: Record<string, string> = {}, parent: HTMLElement = document.body): Promise<Calculator> {
  await loadCalculator();
  const element = document.createElement('cashflow-calculator') as Calculator;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  parent.append(element);
  await until(() => element.shadowRoot?.querySelector('.calculator'), 'the calculator to render');
  await nextFrame();
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
export async function expectAccessible(context: Element | Element[] = Array.from(document.querySelectorAll('cashflow-calculator'))): Promise<void> {
  const axe = await loadAxe();
  const results = await axe.run(context, { resultTypes: ['violations'] });
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const report = serious.map((violation) => `${violation.id}: ${violation.help} (${JSON.stringify(violation.nodes.map((node) => node.target))})`);
  expect(report, report.join('\n')).to.deep.equal([]);
}
