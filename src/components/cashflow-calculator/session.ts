import { signal, type Signal } from '@preact/signals-core';
import { createContext, useContext } from 'react';
import { TIMINGS } from '../../core';
import { perHost } from '../../internal/per-host';
import { createCalculatorStore, type CalculatorStore } from '../../state/calculator';
import { readFlag, STORAGE_KEYS, writeFlag } from '../../state/storage';

export interface CalculatorSession {
  host: HTMLElement;
  calculator: CalculatorStore;
  /** The follow-up popup; a signal, so a calculator moved while it is pending still shows it. */
  popupOpen: Signal<boolean>;
  /** The `endpoint` attribute: where its lead forms send (read when a form is sent). */
  endpoint?: string;
  /** Serialized attribute defaults last applied, so a remount does not wipe what was typed. */
  appliedDefaults?: string;
}

/** The state of one <cashflow-calculator>, kept with the element across React remounts. */
export const sessionFor = perHost<CalculatorSession>((host) => ({
  host,
  calculator: createCalculatorStore(),
  popupOpen: signal(false),
}));

export const CalculatorContext = createContext<CalculatorSession | null>(null);

export function useSession(): CalculatorSession {
  const session = useContext(CalculatorContext);
  if (!session) throw new Error('Calculator pieces must be rendered inside <cashflow-calculator>.');
  return session;
}

/** The first calculation in a browser that has not had the follow-up popup opens it a second later. */
export function scheduleFollowUp(session: CalculatorSession): void {
  if (session.calculator.calculations.value !== 1 || readFlag(STORAGE_KEYS.popupShown)) return;
  // Not cancelled on unmount: the popup belongs to the element, which may only be moving.
  setTimeout(() => {
    writeFlag(STORAGE_KEYS.popupShown);
    session.popupOpen.value = true;
  }, TIMINGS.followUpDialogDelayMs);
}
