// The few jStat functions the statistics test compares ours with (jstat ships no types).
declare module 'jstat' {
  export const jStat: {
    chisquare: { cdf(x: number, df: number): number };
    normal: { inv(p: number, mean: number, sd: number): number; cdf(x: number, mean: number, sd: number): number };
  };
}
