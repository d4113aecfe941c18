import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { trackVital } from '../state/beacon';

/**
 * Web vitals go to the console, as the spec says, and to the firm's own event record (issue 22:
 * p75 per page and device class on the staff Insights page), unless the visitor opted out.
 */
export function reportWebVitals(report: (metric: Metric) => void = logAndRecord): void {
  onCLS(report);
  onFCP(report);
  onINP(report);
  onLCP(report);
  onTTFB(report);
}

function logAndRecord(metric: Metric): void {
  const value = metric.name === 'CLS' ? metric.value.toFixed(3) : `${Math.round(metric.value)} ms`;
  console.info(`[web-vitals] ${metric.name} ${value} (${metric.rating})`);
  trackVital(metric.name, metric.value);
}
