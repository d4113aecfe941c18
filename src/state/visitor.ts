import { signal, type ReadonlySignal, type Signal } from '@preact/signals-core';
import { readFlag, STORAGE_KEYS, writeFlag } from './storage';

let returning: Signal<boolean> | null = null;

/**
 * Whether this browser has been here before. The first read of a page load records the visit, so
 * the flag turns true on the next visit, when forms ask for the visitor's financial challenge.
 */
export function returningVisitor(): ReadonlySignal<boolean> {
  if (!returning) {
    returning = signal(readFlag(STORAGE_KEYS.returningVisitor));
    writeFlag(STORAGE_KEYS.returningVisitor);
  }
  return returning;
}
