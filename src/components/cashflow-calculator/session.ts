import { signal, type Signal } from '@preact/signals-core';
import { createContext, useContext } from 'react';
import { perHost } from '../../internal/per-host';
import { createCalculatorStore, type CalculatorStore } from '../../state/calculator';

export interface CalculatorSession {
  host: HTMLElement;
  calculator: CalculatorStore;
  /** The follow-up popup; a signal, so a calculator moved while it is pending still shows it. */
  popupOpen: Signal<boolean>;
  /** The `endpoint` attribute: where its lead forms send (read when a form is sent). */
  endpoint?: string;
  /** Serialized attribute defaults last applied, so a remount does not wipe what was typed. */
  appliedDefaults?: string;
  /** What a damaged calculator link says, until dismissed or the next Calculate. */
  linkMessage: Signal<string | null>;
  /** The calculator link last read (each is opened once, not again when React remounts). */
  linkRead?: string;
}

/** The state of one <cashflow-calculator>, kept with the element across React remounts. */
export const sessionFor = perHost<CalculatorSession>((host) => ({
  host,
  calculator: createCalculatorStore(),
  popupOpen: signal(false),
  linkMessage: signal(null),
}));

export const CalculatorContext = createContext<CalculatorSession | null>(null);

/** The session of the calculator a piece is rendered in (every piece is, under CashflowCalculator). */
export const useSession = () => useContext(CalculatorContext)!;
