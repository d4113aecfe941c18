import { useEffect, useLayoutEffect, useState } from 'react';
import type { Scenario } from '../../core';
import type { RefinedCalculationResult } from '../../core/refined-calculation';
import type { HostProps } from '../../internal/react-element';
import { dispatchHostEvent } from '../../internal/host-events';
import { useHost } from '../../internal/hydration';
import { wasUsed } from '../../loader/wake';
import { useSignal } from '../../ui/use-signal';
import { attributesKey, defaultsFromAttributes, type CalculatorAttributes } from './attributes';
import { InputsPanel } from './inputs/inputs-panel';
import { followUp, loadLazyParts, overlays, resultViews, useLazyPart } from './lazy-parts';
import { ResultsPanel } from './results/results-panel';
import { CalculatorContext, sessionFor, type CalculatorSession } from './session';
import { LinkMessage } from './share/link-message';
import { openSharedLink } from './share/open-shared-link';

export type CashflowCalculatorProps = CalculatorAttributes & HostProps & { endpoint?: string; siteUrl?: string };

/** After a Calculate refused for a refinement that does not read: its field, in the panel just opened. */
function focusFirstInvalid(host: HTMLElement) {
  requestAnimationFrame(() => host.shadowRoot?.querySelector<HTMLElement>('.refine [aria-invalid="true"]')?.focus());
}

function applyDefaults(session: CalculatorSession, attributes: CalculatorAttributes, key: string) {
  if (session.appliedDefaults === key) return;
  session.appliedDefaults = key;
  session.calculator.setDefaults(defaultsFromAttributes(attributes));
}

/**
 * Applies attribute defaults: before the first render (which draws them, as the prerender did),
 * then when they change; not again when React merely remounts, which would wipe what was typed.
 */
function useAttributeDefaults(session: CalculatorSession, attributes: CalculatorAttributes) {
  const key = attributesKey(attributes);
  useState(() => applyDefaults(session, attributes, key));
  // After every render on purpose: applyDefaults does nothing unless the key changed.
  useLayoutEffect(() => applyDefaults(session, attributes, key));
}

/**
 * The calculator. Its first render (this file, inputs/, results/results-panel.tsx) draws the inputs
 * and the score prompt; the store calculates. What a result shows comes from its lazy parts
 * (lazy-parts.ts): the result views, follow-up/ and overlays/, fetched at the first pointer or focus
 * inside the element or on Calculate, and the forecast chart with the Forecast tab.
 */
// siteUrl is observed only so that a change re-renders the links, which read it from the host
// wherever they are drawn (firm-urls.ts); it is no calculator default.
export function CashflowCalculator({
  container: _unused,
  endpoint,
  siteUrl: _readByLinks,
  ...attributes
}: CashflowCalculatorProps) {
  const element = useHost();
  const [session] = useState(() => sessionFor(element));
  session.endpoint = endpoint;
  useAttributeDefaults(session, attributes);
  const { calculator, host } = session;
  const result = useSignal(calculator.result);
  const views = useLazyPart(host, resultViews);
  const following = useLazyPart(host, followUp);
  // A result shows whole: its views and what follows them appear together.
  const after = views.loaded ? following.loaded : null;
  const tabs = after ? views.loaded : null;
  const dialogs = useLazyPart(host, overlays).loaded;
  const [helpOpen, setHelpOpen] = useState(false);
  const failed = result !== null && [views, following].some((part) => part.status === 'failed');
  // At once for what is here; again for what failed.
  const prefetch = tabs && dialogs ? undefined : loadLazyParts;
  useEffect(() => {
    // The pointer or focus that woke the element came before React: what it will want next is fetched now.
    if (element && wasUsed(element)) loadLazyParts();
    // A page opened from a calculator link shows its result (the loader woke this calculator for it),
    // and so does a link pasted into the address bar of this page, which changes only the fragment.
    const openLink = () => {
      const shared = openSharedLink(session);
      if (!shared) return;
      loadLazyParts();
      announce(shared);
    };
    openLink();
    const view = host.ownerDocument.defaultView;
    view?.addEventListener('hashchange', openLink);
    return () => view?.removeEventListener('hashchange', openLink);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, at the mount that follows the wake

  const announce = (next: RefinedCalculationResult | null) => {
    if (next) dispatchHostEvent(host, 'cashflow-calculate', { inputs: next.inputs, result: next });
    return next;
  };

  const onCalculate = () => {
    if (!calculator.validate()) {
      focusFirstInvalid(host);
      return;
    }
    session.linkMessage.value = null;
    loadLazyParts();
    if (!announce(calculator.calculate())) return;
    // The popup belongs to the overlays; if they cannot load, there is nothing to open.
    overlays.load().then(
      (part) => part.scheduleFollowUp(session),
      () => {},
    );
  };

  const onRunScenario = (scenario: Scenario) => void announce(calculator.runScenario(scenario));

  const onShowHelp = () => {
    loadLazyParts();
    setHelpOpen(true);
  };

  return (
    <CalculatorContext.Provider value={session}>
      <div className="calculator" part="base" onPointerOver={prefetch} onFocus={prefetch} onTouchStart={prefetch}>
        <LinkMessage />
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
