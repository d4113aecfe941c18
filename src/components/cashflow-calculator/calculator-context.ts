import { createContext, useContext } from 'react';
import type { CalculatorStore } from '../../state/calculator';
import type { ToastStore } from '../../state/toasts';
import { createCalculatorStore } from '../../state/calculator';
import { createToastStore } from '../../state/toasts';

export interface CalculatorSession {
  host: HTMLElement;
  calculator: CalculatorStore;
  toasts: ToastStore;
  /** Serialized attribute defaults last applied, so a remount does not wipe what was typed. */
  appliedDefaults?: string;
}

const sessions = new WeakMap<HTMLElement, CalculatorSession>();

/** The state of one <cashflow-calculator>, kept with the element across React remounts. */
export function sessionFor(host: HTMLElement): CalculatorSession {
  let session = sessions.get(host);
  if (!session) {
    session = { host, calculator: createCalculatorStore(), toasts: createToastStore() };
    sessions.set(host, session);
  }
  return session;
}

export const CalculatorContext = createContext<CalculatorSession | null>(null);

export function useSession(): CalculatorSession {
  const session = useContext(CalculatorContext);
  if (!session) throw new Error('Calculator pieces must be rendered inside <cashflow-calculator>.');
  return session;
}
