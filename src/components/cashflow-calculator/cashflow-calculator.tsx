import { useLayoutEffect, useMemo, useState } from 'react';
import { formatMonths, formatPercent, formatUSD, TIMINGS, type CalculationResult } from '../../core';
import type { HostProps } from '../../internal/react-element';
import { dispatchHostEvent } from '../../internal/host-events';
import { readFlag, STORAGE_KEYS, writeFlag } from '../../state/storage';
import { Toaster } from '../../ui/toaster';
import { useSignal } from '../../ui/use-signal';
import { defaultsFromAttributes, type CalculatorAttributes } from './attributes';
import { CalculatorContext, sessionFor, type CalculatorSession } from './calculator-context';
import { EmailPopup, HelpDialog } from './dialogs';
import { InputsPanel } from './inputs-panel';
import { ResultsPanel } from './results-panel';
import { useResultParts } from './use-result-parts';

export type CashflowCalculatorProps = CalculatorAttributes & HostProps & { endpoint?: string };

const announcement = (result: CalculationResult) =>
  `Results updated. Monthly cash flow ${formatUSD(result.monthlyCashFlow)}. Cash flow margin ${formatPercent(
    result.cashFlowMargin,
  )}. Cash runway ${formatMonths(result.cashRunway)}. Risk level ${result.riskLevel}.`;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Applies attribute defaults when they change, and not again when React merely remounts. */
function useAttributeDefaults(session: CalculatorSession, attributes: CalculatorAttributes) {
  const key = JSON.stringify(attributes);
  const defaults = useMemo(() => defaultsFromAttributes(attributes), [key]); // eslint-disable-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    if (session.appliedDefaults === key) return;
    session.appliedDefaults = key;
    session.calculator.setDefaults(defaults);
  }, [session, key, defaults]);
}

export function CashflowCalculator({ container, endpoint, ...attributes }: CashflowCalculatorProps) {
  const session = sessionFor(container!.host as HTMLElement);
  session.endpoint = endpoint;
  useAttributeDefaults(session, attributes);
  const { calculator, host, toasts, popupOpen } = session;
  const result = useSignal(calculator.result);
  const showPopup = useSignal(popupOpen);
  const { parts, load } = useResultParts(container!);
  const [partsFailed, setPartsFailed] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [liveText, setLiveText] = useState('');

  const loadParts = () => {
    setPartsFailed(false);
    const loading = load();
    loading.catch((error: unknown) => {
      console.error('[cashflow-elements] the results could not load', error);
      setPartsFailed(true);
    });
    return loading;
  };
  // The first sign of use (a pointer over the element, focus inside it) fetches the results' code.
  const prefetch = parts ? undefined : () => void loadParts().catch(() => {});

  const announce = (next: CalculationResult) => {
    setLiveText(announcement(next));
    dispatchHostEvent(host, 'cashflow-calculate', { inputs: next.inputs, result: next });
  };

  const onCalculate = () => {
    const next = calculator.calculate();
    if (!next) return;
    announce(next);
    const ready = parts ? Promise.resolve(parts) : loadParts();
    if (calculator.calculations.value === 1 && !readFlag(STORAGE_KEYS.popupShown)) {
      // Not cancelled on unmount: the popup belongs to the element, which may only be moving.
      Promise.all([ready, wait(TIMINGS.followUpDialogDelayMs)])
        .then(() => {
          writeFlag(STORAGE_KEYS.popupShown);
          popupOpen.value = true;
        })
        .catch(() => {});
    }
  };

  const onRunScenario = (id: string) => {
    const next = calculator.runScenario(id);
    if (next) announce(next);
  };

  const onShowHelp = () => {
    loadParts()
      .then(() => setHelpOpen(true))
      .catch(() => {});
  };

  return (
    <CalculatorContext.Provider value={session}>
      <div className="calculator" part="base" onPointerOver={prefetch} onFocus={prefetch} onTouchStart={prefetch}>
        <div className="layout">
          <InputsPanel onCalculate={onCalculate} onShowHelp={onShowHelp} />
          <ResultsPanel result={result} parts={parts} failed={partsFailed} />
        </div>
        {result && parts ? <parts.AfterResults onRunScenario={onRunScenario} /> : null}
        <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
          {liveText}
        </p>
        <HelpDialog parts={parts} open={helpOpen} onClose={() => setHelpOpen(false)} />
        <EmailPopup parts={parts} open={showPopup} onClose={() => (popupOpen.value = false)} />
        <Toaster store={toasts} />
      </div>
    </CalculatorContext.Provider>
  );
}
