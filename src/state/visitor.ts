import { signal, type ReadonlySignal, type Signal } from '@preact/signals-core';
import { recordVisit } from './visit';

let returning: Signal<boolean> | null = null;

/**
 * Whether this browser has been here before, as the loader recorded it when the page loaded
 * (state/visit.ts): the flag turns true on the next visit, when forms ask for the visitor's
 * financial challenge.
 */
export function returningVisitor(): ReadonlySignal<boolean> {
  returning ??= signal(recordVisit());
  return returning;
}
