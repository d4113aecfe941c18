import { useLayoutEffect, useMemo, useState } from 'react';
import type { CalculationResult, Scenario } from '../../core';
import type { HostProps } from '../../internal/react-element';
import { dispatchHostEvent } from '../../internal/host-events';
import { useSignal } from '../../ui/use-signal';
import { defaultsFromAttributes, type CalculatorAttributes } from './attributes';
import { CalculatorContext, sessionFor, type CalculatorSession } from './calculator-context';
import { InputsPanel } from './inputs-panel';
import { ResultsPanel, type PendingResult } from './results-panel';
import { ResultPartsContext, useResultParts, type ResultParts } from './use-result-parts';

export type CashflowCalculatorProps = CalculatorAttributes & HostProps & { endpoint?: string };

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

/**
 * The first render draws the inputs and the score prompt only. The engine, the result views, the
 * tooltips and the dialogs are the result parts, fetched at the first pointer or focus inside the
 * element; Calculate waits for them if they are not there yet.
 */
export function CashflowCalculator({ container, endpoint, ...attributes }: CashflowCalculatorProps) {
  const session = sessionFor(container!.host as HTMLElement);
  session.endpoint = endpoint;
  useAttributeDefaults(session, attributes);
  const { calculator, host } = session;
  const result = useSignal(calculator.result);
  const { parts, load } = useResultParts(container!);
  const [pending, setPending] = useState<PendingResult>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const [liveText, setLiveText] = useState('');

  const loadParts = () => {
    const loading = load();
    loading.catch((error: unknown) => console.error('[cashflow-elements] the results could not load', error));
    return loading;
  };
  const prefetch = parts ? undefined : () => void loadParts().catch(() => {});

  const showResult = (next: CalculationResult | null, loaded: ResultParts) => {
    if (!next) return false;
    setLiveText(loaded.resultAnnouncement(next));
    dispatchHostEvent(host, 'cashflow-calculate', { inputs: next.inputs, result: next });
    return true;
  };

  const calculateWith = (loaded: ResultParts) => {
    if (showResult(calculator.calculate(loaded.calculate), loaded)) loaded.scheduleFollowUp(session);
  };

  const onCalculate = () => {
    if (!calculator.validate()) return;
    if (parts) {
      setPending(null);
      return calculateWith(parts);
    }
    if (pending === 'loading') return; // one calculation when they arrive, however often it is pressed
    setPending('loading');
    loadParts().then(
      (loaded) => {
        setPending(null);
        calculateWith(loaded);
      },
      () => setPending('failed'),
    );
  };

  const onRunScenario = (scenario: Scenario) => {
    if (parts) showResult(calculator.runScenario(scenario, parts.calculate), parts);
  };

  const onShowHelp = () => {
    loadParts()
      .then(() => setHelpOpen(true))
      .catch(() => {});
  };

  return (
    <CalculatorContext.Provider value={session}>
      <ResultPartsContext.Provider value={parts}>
        <div className="calculator" part="base" onPointerOver={prefetch} onFocus={prefetch} onTouchStart={prefetch}>
          <div className="layout">
            <InputsPanel onCalculate={onCalculate} onShowHelp={onShowHelp} />
            <ResultsPanel result={result} parts={parts} pending={pending} />
          </div>
          {result && parts ? <parts.AfterResults onRunScenario={onRunScenario} /> : null}
          <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
            {liveText}
          </p>
          {parts ? <parts.CalculatorOverlays helpOpen={helpOpen} onHelpClose={() => setHelpOpen(false)} /> : null}
        </div>
      </ResultPartsContext.Provider>
    </CalculatorContext.Provider>
  );
}
