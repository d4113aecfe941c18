import { useLayoutEffect, useMemo, useState } from 'react';
import { formatMonths, formatPercent, formatUSD, TIMINGS, type CalculationResult } from '../../core';
import type { HostProps } from '../../internal/react-element';
import { dispatchHostEvent } from '../../internal/host-events';
import { readFlag, STORAGE_KEYS, writeFlag } from '../../state/storage';
import { Toaster } from '../../ui/toaster';
import { useSignal } from '../../ui/use-signal';
import { defaultsFromAttributes, type CalculatorAttributes } from './attributes';
import { CalculatorContext, sessionFor, type CalculatorSession } from './calculator-context';
import { EmailPopup } from './email-popup';
import { HelpDialog } from './help-dialog';
import { InputsPanel } from './inputs-panel';
import { ReportCard } from './report-card';
import { ResultsPanel } from './results-panel';
import { ScenariosPanel } from './scenarios-panel';
import { TestimonialCard } from './testimonial-card';

export type CashflowCalculatorProps = CalculatorAttributes & HostProps & { endpoint?: string };

const announcement = (result: CalculationResult) =>
  `Results updated. Monthly cash flow ${formatUSD(result.monthlyCashFlow)}. Cash flow margin ${formatPercent(
    result.cashFlowMargin,
  )}. Cash runway ${formatMonths(result.cashRunway)}. Risk level ${result.riskLevel}.`;

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
  const [helpOpen, setHelpOpen] = useState(false);
  const [liveText, setLiveText] = useState('');

  const announce = (next: CalculationResult) => {
    setLiveText(announcement(next));
    dispatchHostEvent(host, 'cashflow-calculate', { inputs: next.inputs, result: next });
  };

  const onCalculate = () => {
    const next = calculator.calculate();
    if (!next) return;
    announce(next);
    if (calculator.calculations.value === 1 && !readFlag(STORAGE_KEYS.popupShown)) {
      // Not cancelled on unmount: the popup belongs to the element, which may only be moving.
      setTimeout(() => {
        writeFlag(STORAGE_KEYS.popupShown);
        popupOpen.value = true;
      }, TIMINGS.followUpDialogDelayMs);
    }
  };

  const onRunScenario = (id: string) => {
    const next = calculator.runScenario(id);
    if (next) announce(next);
  };

  return (
    <CalculatorContext.Provider value={session}>
      <div className="calculator" part="base">
        <div className="layout">
          <InputsPanel onCalculate={onCalculate} onShowHelp={() => setHelpOpen(true)} />
          <ResultsPanel result={result} />
        </div>
        {result ? (
          <div className="after-results">
            <ScenariosPanel onRun={onRunScenario} />
            <div className="side-cards">
              <ReportCard />
              <TestimonialCard />
            </div>
          </div>
        ) : null}
        <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
          {liveText}
        </p>
        <HelpDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
        <EmailPopup open={showPopup} onClose={() => (popupOpen.value = false)} />
        <Toaster store={toasts} />
      </div>
    </CalculatorContext.Provider>
  );
}
