import { formatCompactUSD } from '../../src/core/format-results';
import { FORECAST_SERIES, type SeriesKey } from '../../src/core/forecast-series';
import type { ForecastMonth } from '../../src/core/types';
import { COLORS, textWidth, write } from './document';

/** The calculator's chart shows these lines; the reserves are drawn as bars behind them. */
const LINES: readonly SeriesKey[] = ['revenue', 'expenses', 'cashFlow'];
const BARS: SeriesKey = 'cashReserves';
const series = (key: SeriesKey) => FORECAST_SERIES.find((entry) => entry.key === key)!;

/** A round step that gives about `count` gridlines over the range (1, 2, 2.5 or 5 times a power of ten). */
function niceStep(range: number, count: number): number {
  const raw = range / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= raw);
  return step ?? 10 * power;
}

function scaleOf(forecast: readonly ForecastMonth[]) {
  const values = forecast.flatMap((month) => [...LINES, BARS].map((key) => month[key])).filter(Number.isFinite);
  const low = Math.min(0, ...values);
  let high = Math.max(0, ...values);
  if (high === low) high = low + 1000; // all zero: an empty scale in readable steps
  const step = Math.max(1, niceStep(high - low, 5)); // whole dollars, as the labels show them
  return { min: Math.floor(low / step) * step, max: Math.ceil(high / step) * step, step };
}

/**
 * The 12-month forecast as vector graphics: a legend, gridlines with compact dollar labels, the
 * reserves as bars and revenue, expenses and cash flow as lines with points, in the calculator's colours.
 */
export function drawForecastChart(
  doc: PDFKit.PDFDocument,
  forecast: readonly ForecastMonth[],
  x: number,
  y: number,
  width: number,
  height: number,
): void {
  // Legend
  let legendX = x;
  for (const entry of [...LINES, BARS].map(series)) {
    const isBar = entry.key === BARS;
    doc.save();
    if (isBar)
      doc
        .rect(legendX, y + 2, 10, 7)
        .fillOpacity(0.35)
        .fill(entry.color);
    else
      doc
        .moveTo(legendX, y + 5.5)
        .lineTo(legendX + 12, y + 5.5)
        .lineWidth(2)
        .strokeColor(entry.color)
        .stroke();
    doc.restore();
    write(doc, entry.label, { size: 8, color: COLORS.muted, width: 100 }, legendX + 16, y);
    legendX += 16 + textWidth(doc, entry.label, 'regular', 8) + 18;
  }

  const scale = scaleOf(forecast);
  const labelWidth =
    Math.max(...rangeSteps(scale).map((value) => textWidth(doc, formatCompactUSD(value), 'regular', 7.5))) + 8;
  const plot = { left: x + labelWidth, top: y + 22, right: x + width, bottom: y + height - 16 };
  const plotWidth = plot.right - plot.left;
  const toY = (value: number) => {
    const finite = Number.isFinite(value) ? value : 0;
    return plot.bottom - ((finite - scale.min) / (scale.max - scale.min)) * (plot.bottom - plot.top);
  };
  const slot = plotWidth / forecast.length;
  const toX = (index: number) => plot.left + slot * (index + 0.5);

  // Gridlines and their labels; the zero line is darker when amounts go negative.
  for (const value of rangeSteps(scale)) {
    const lineY = toY(value);
    doc
      .save()
      .moveTo(plot.left, lineY)
      .lineTo(plot.right, lineY)
      .lineWidth(value === 0 ? 0.9 : 0.5)
      .strokeColor(value === 0 ? COLORS.muted : COLORS.border)
      .stroke()
      .restore();
    write(
      doc,
      formatCompactUSD(value),
      { size: 7.5, color: COLORS.muted, width: labelWidth - 6, align: 'right', lineGap: 0 },
      x,
      lineY - 4.5,
    );
  }

  // Reserves as bars from the zero line.
  const bar = series(BARS);
  forecast.forEach((month, index) => {
    const top = toY(month[BARS]);
    const zero = toY(0);
    doc
      .save()
      .rect(toX(index) - slot * 0.3, Math.min(top, zero), slot * 0.6, Math.abs(zero - top))
      .fillOpacity(0.25)
      .fill(bar.color)
      .restore();
  });

  for (const entry of LINES.map(series)) {
    doc.save().lineWidth(1.8).lineJoin('round').strokeColor(entry.color);
    forecast.forEach((month, index) =>
      index === 0 ? doc.moveTo(toX(index), toY(month[entry.key])) : doc.lineTo(toX(index), toY(month[entry.key])),
    );
    doc.stroke();
    forecast.forEach((month, index) => doc.circle(toX(index), toY(month[entry.key]), 1.9).fill(entry.color));
    doc.restore();
  }

  forecast.forEach((month, index) =>
    write(
      doc,
      month.month,
      { size: 7.5, color: COLORS.muted, width: slot, align: 'center', lineGap: 0 },
      toX(index) - slot / 2,
      plot.bottom + 5,
    ),
  );
  doc.y = y + height + 6;
}

function rangeSteps(scale: { min: number; max: number; step: number }): number[] {
  const steps: number[] = [];
  for (let value = scale.min; value <= scale.max + scale.step / 2; value += scale.step)
    steps.push(Math.abs(value) < scale.step / 1e6 ? 0 : value);
  return steps;
}
