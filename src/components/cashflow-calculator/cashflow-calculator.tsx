import { useLayoutEffect, useMemo, useState } from 'react';
import type { CalculationResult, Scenario } from '../../core';
import type { HostProps } from '../../internal/react-element';
import { dispatchHostEvent } from '../../internal/host-events';
import { useSignal } from '../../ui/use-signal';
import { defaultsFromAttributes, type CalculatorAttributes } from './attributes';
import { InputsPanel } from './inputs/inputs-panel';
import { followUp, loadLazyParts, overlays, resultViews, useLazyPart } from './lazy-parts';
import { ResultsPanel } from './results-panel';
import { CalculatorContext, sessionFor, type CalculatorSession } from './session';

export type CashflowCalculatorProps = CalculatorAttributes & HostProps & { endpoint?: string; siteUrl?: string };

/** Applies attribute defaults when they change, and not again when React merely remounts. */
function useAttributeDefaults(session: CalculatorSession, attributes: CalculatorAttributes) {
  const key = JSON.stringify(attributes);
  const defaults = useMemo(() => defaultsFromAttributes(attributes), [key]); // eslint-disable-line react-hooks/exhaustive-deps -- key is the attributes' value; the object is new on every render
  useLayoutEffect(() => {
    if (session.appliedDefaults === key) return;
    session.appliedDefaults = key;
    session.calculator.setDefaults(defaults);
  }, [session, key, defaults]);
}

/**
 * The calculator. Its first render (this file, inputs/, results-panel.tsx) draws the inputs and the
 * score prompt; the store calculates. What a result shows comes from the lazy folders (lazy-parts.ts):
 * results/, follow-up/ and overlays/, fetched at the first pointer or focus inside the element or on
 * Calculate, and forecast-chart/ with the Forecast tab.
 */
// siteUrl is observed only so that a change re-renders the links, which read it from the host
// wherever they are drawn (firm-urls.ts); it is no calculator default.
export function CashflowCalculator({
  container,
  endpoint,
  siteUrl: _readByLinks,
  ...attributes
}: CashflowCalculatorProps) {
  const root = container!;
  const session = sessionFor(root.host as HTMLElement);
  session.endpoint = endpoint;
  useAttributeDefaults(session, attributes);
  const { calculator, host } = session;
  const result = useSignal(calculator.result);
  const views = useLazyPart(root, resultViews);
  const following = useLazyPart(root, followUp);
  // A result shows whole: its views and what follows them appear together.
  const after = views.loaded ? following.loaded : null;
  const tabs = after ? views.loaded : null;
  const dialogs = useLazyPart(root, overlays).loaded;
  const [helpOpen, setHelpOpen] = useState(false);
  /** The last Calculate could not fetch the engine. */
  const [engineFailed, setEngineFailed] = useState(false);
  const failed = engineFailed || (result !== null && [views, following].some((part) => part.status === 'failed'));
  const load = () => loadLazyParts(calculator); // at once for what is here; again for what failed
  const prefetch = tabs && dialogs ? undefined : load;

  const announce = (next: CalculationResult | null) => {
    if (next) dispatchHostEvent(host, 'cashflow-calculate', { inputs: next.inputs, result: next });
    return next;
  };

  const onCalculate = () => {
    if (!calculator.validate()) return;
    load();
    setEngineFailed(false);
    calculator.calculate().then(
      (next) => {
        if (!announce(next)) return;
        // The popup belongs to the overlays; if they cannot load, there is nothing to open.
        overlays.load().then(
          (part) => part.scheduleFollowUp(session),
          () => {},
        );
      },
      () => setEngineFailed(true),
    );
  };

  const onRunScenario = (scenario: Scenario) => void calculator.runScenario(scenario).then(announce);

  const onShowHelp = () => {
    load();
    setHelpOpen(true);
  };

  return (
    <CalculatorContext.Provider value={session}>
      <div className="calculator" part="base" onPointerOver={prefetch} onFocus={prefetch} onTouchStart={prefetch}>
        <div className="layout">
          <InputsPanel onCalculate={onCalculate} onShowHelp={onShowHelp} />
          <ResultsPanel result={result} views={tabs} failed={failed} />
        </div>
        {result && after ? <after.FollowUp onRunScenario={onRunScenario} /> : null}
        {dialogs ? <dialogs.CalculatorOverlays helpOpen={helpOpen} onHelpClose={() => setHelpOpen(false)} /> : null}
      </div>
    </CalculatorContext.Provider>
  );
}
