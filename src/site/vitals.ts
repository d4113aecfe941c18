import { onCLS, onFCP, onLCP, onTTFB, type Metric } from 'web-vitals';

/** Web vitals go to the console only, as the spec says: nothing is sent anywhere. */
export function reportWebVitals(report: (metric: Metric) => void = logMetric): void {
  onCLS(report);
  onFCP(report);
  onLCP(report);
  onTTFB(report);
}

function logMetric(metric: Metric): void {
  const value = metric.name === 'CLS' ? metric.value.toFixed(3) : `${Math.round(metric.value)} ms`;
  console.info(`[web-vitals] ${metric.name} ${value} (${metric.rating})`);
}
