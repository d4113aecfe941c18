// The statistics of the headline experiment, written out so each step can be checked
// (test/unit/insights-statistics.test.ts compares them with jStat): the Wilson interval of a rate,
// the chi-square test of the split (sample-ratio mismatch), the two-proportion z-test of a variant
// against the default, and the sample size each arm needs.

/** ln Γ(x), Lanczos (g = 7, n = 9): about 15 significant digits for x > 0. */
function lnGamma(x: number): number {
  const g = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
  const z = x - 1;
  let sum = g[0]!;
  for (let i = 1; i < 9; i++) sum += g[i]! / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** The regularized upper incomplete gamma function Q(a, x) (Numerical Recipes: series, else continued fraction). */
export function gammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  const front = Math.exp(-x + a * Math.log(x) - lnGamma(a));
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 500 && Math.abs(term) > Math.abs(sum) * 1e-15; n++) {
      term *= x / (a + n);
      sum += term;
    }
    return 1 - sum * front;
  }
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 500; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < 1e-15) break;
  }
  return front * h;
}

/** P(X ≥ x) for a chi-square variable with `df` degrees of freedom. */
export const chiSquarePValue = (x: number, df: number): number => gammaQ(df / 2, x / 2);

/** P(Z ≥ |z|) · 2: the two-sided p-value of a standard normal score. */
export const twoSidedNormalPValue = (z: number): number => gammaQ(0.5, (z * z) / 2);

/** The standard normal quantile Φ⁻¹(p) (Acklam's rational approximation, refined by one Newton step). */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError('p must be between 0 and 1');
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239,
  ];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  let x: number;
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    x =
      (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) /
      ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
  } else if (p <= 1 - low) {
    const q = p - 0.5;
    const r = q * q;
    x =
      ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) /
      (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1);
  } else {
    const q = Math.sqrt(-2 * Math.log(1 - p));
    x =
      -(((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) /
      ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
  }
  // One Newton step on Φ(x) − p, with Φ from the incomplete gamma function.
  const cdf = x >= 0 ? 1 - gammaQ(0.5, (x * x) / 2) / 2 : gammaQ(0.5, (x * x) / 2) / 2;
  return x - (cdf - p) * Math.sqrt(2 * Math.PI) * Math.exp((x * x) / 2);
}

/** The 95% (or `confidence`) Wilson score interval of `successes` out of `trials`; [0, 0] for none. */
export function wilsonInterval(successes: number, trials: number, confidence = 0.95): { low: number; high: number } {
  if (trials <= 0) return { low: 0, high: 0 };
  const z = normalQuantile(1 - (1 - confidence) / 2);
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/**
 * Pearson's chi-square test of the observed split against the weights (arms of weight 0 left out):
 * a p-value below SRM_THRESHOLD means the assignment is broken, whatever the rates say.
 */
export function sampleRatioTest(
  observed: readonly number[],
  weights: readonly number[],
): { chiSquare: number; pValue: number } {
  const arms = observed.map((count, index) => ({ count, weight: weights[index] ?? 0 })).filter((arm) => arm.weight > 0);
  const total = arms.reduce((sum, arm) => sum + arm.count, 0);
  const weightSum = arms.reduce((sum, arm) => sum + arm.weight, 0);
  if (arms.length < 2 || total === 0) return { chiSquare: 0, pValue: 1 };
  const chiSquare = arms.reduce((sum, arm) => {
    const expected = (total * arm.weight) / weightSum;
    return sum + (arm.count - expected) ** 2 / expected;
  }, 0);
  return { chiSquare, pValue: chiSquarePValue(chiSquare, arms.length - 1) };
}

/** The pooled two-proportion z-test's two-sided p-value (1 when either arm is empty or nothing varies). */
export function twoProportionPValue(x1: number, n1: number, x2: number, n2: number): number {
  if (n1 === 0 || n2 === 0) return 1;
  const pooled = (x1 + x2) / (n1 + n2);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  if (se === 0) return 1;
  return twoSidedNormalPValue((x2 / n2 - x1 / n1) / se);
}

/**
 * Assignments each arm needs to detect a relative lift `mde` over `baseline` with a two-sided test
 * at `alpha` and the given power (the pooled-variance formula, as G*Power and Evan Miller's
 * calculator use), rounded up.
 */
export function sampleSizePerArm(baseline: number, mde: number, alpha: number, power: number): number {
  const p1 = baseline;
  const p2 = Math.min(0.9999, baseline * (1 + mde));
  const mean = (p1 + p2) / 2;
  const zAlpha = normalQuantile(1 - alpha / 2);
  const zBeta = normalQuantile(power);
  const numerator = zAlpha * Math.sqrt(2 * mean * (1 - mean)) + zBeta * Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2));
  return Math.ceil(numerator ** 2 / (p2 - p1) ** 2);
}
