import { StrictMode, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
// Registers <cashflow-calculator> (dist/cashflow-calculator.js; its chunks load from beside it).
import 'cashflow-elements/cashflow-calculator';
// Types only: the elements' tags in JSX, and their events in addEventListener.
import type {} from 'cashflow-elements/react';
import type { CalculationResult, CashflowCalculatorElement } from 'cashflow-elements';

type CalculateEvent = HTMLElementEventMap['cashflow-calculate'];

interface CalculatorProps {
  industry: string;
  lineOfBusiness?: string;
  onCashflowCalculate?: (event: CalculateEvent) => void;
}

/**
 * The custom element behind a React-style API. Attributes go in kebab-case (they are plain HTML
 * attributes); the event is listened to on the element itself through a ref.
 */
function CashflowCalculator({ industry, lineOfBusiness, onCashflowCalculate }: CalculatorProps) {
  const ref = useRef<CashflowCalculatorElement>(null);
  // The latest handler, so an inline arrow function does not re-add the listener on every render.
  const handler = useRef(onCashflowCalculate);
  useEffect(() => {
    handler.current = onCashflowCalculate;
  });

  useEffect(() => {
    const element = ref.current!;
    const listener = (event: CalculateEvent) => handler.current?.(event);
    element.addEventListener('cashflow-calculate', listener);
    return () => element.removeEventListener('cashflow-calculate', listener);
  }, []);

  return <cashflow-calculator ref={ref} industry={industry} line-of-business={lineOfBusiness} />;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

function App() {
  const [result, setResult] = useState<CalculationResult>();

  return (
    <main style={{ maxWidth: 1200, margin: '0 auto', padding: 24, fontFamily: 'system-ui, sans-serif' }}>
      <h1>Your cash flow</h1>
      <p aria-live="polite">
        {result
          ? `Last calculation: ${usd.format(result.monthlyCashFlow)} a month, ${result.riskLevel.toLowerCase()} risk.`
          : 'Press Calculate to see your cash flow score.'}
      </p>
      <CashflowCalculator
        industry="Manufacturing"
        lineOfBusiness="Automotive Parts"
        onCashflowCalculate={(event) => setResult(event.detail.result)}
      />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
