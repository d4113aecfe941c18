import { barPercent, benchmarkFor, compareWithBenchmark } from '../../src/core/benchmarks';
import {
  RECOMMENDED_MARGIN,
  RECOMMENDED_RUNWAY_MONTHS,
  RISK_HIGH_BELOW_MONTHS,
  RISK_MEDIUM_UP_TO_MONTHS,
  RUNWAY_BAR_SCALE_MONTHS,
  TREND_DECLINING_RATIO,
  TREND_IMPROVING_RATIO,
} from '../../src/core/constants';
import { FIRM } from '../../src/core/firm';
import { formatPercent, formatUSD } from '../../src/core/format';
import { formatMonths } from '../../src/core/format-results';
import { forecastTrend, TREND_COLOR } from '../../src/core/forecast';
import { forecastInsights } from '../../src/core/forecast-insights';
import { FORECAST_SERIES } from '../../src/core/forecast-series';
import { capitalized, perYear, RESULT_TEXTS, reservesIn } from '../../src/core/result-texts';
import { SITE, TALK_TO_EXPERT } from '../../src/core/site-map';
import {
  BENCHMARK_SOURCE_NOTE,
  benchmarkSummary,
  keyInsight,
  marginDescription,
  recommendations,
  RISK_COLOR,
  RISK_DESCRIPTION,
  RISK_MESSAGE,
  runwayDescription,
  tipTitle,
  type RecommendationTone,
} from '../../src/core/texts';
import type { CalculationResult } from '../../src/core/types';
import {
  box,
  bulletList,
  COLORS,
  CONTENT_WIDTH,
  createDocument,
  displayUrl,
  drawPageFrames,
  ensureSpace,
  finish,
  fitsOnPage,
  fittingSize,
  letterhead,
  measure,
  PAGE,
  paragraph,
  sectionTitle,
  signTone,
  subsectionTitle,
  TONE,
  type Tone,
  write,
} from './document';
import { drawForecastChart } from './forecast-chart';

/**
 * The report goes to whatever address a form typed: it names that address and nothing else the
 * sender chose (a "name" or "company" could be a phisher's message to a stranger).
 */
export interface ReportInput {
  email: string;
  /** Computed on the server with calculate(), never taken from the browser. */
  calculation: CalculationResult;
  date: Date;
}

export const REPORT_TITLE = 'Cash Flow Report';

/** The firm's own calendar: a report made at 11 pm in Chicago carries that day's date. */
const reportDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/Chicago' });
export const formatReportDate = (date: Date): string =>
  reportDate.format(Number.isFinite(date.getTime()) ? date : new Date());

const RECOMMENDATION_TONE: Record<RecommendationTone, Tone> = { danger: 'red', warning: 'orange', success: 'green' };
const absolute = (path: string) => new URL(path, SITE.url).toString();

/** The Cash Flow Report a business owner receives for their calculation: a few US Letter pages. */
export async function renderReportPdf(input: ReportInput): Promise<Uint8Array> {
  const { calculation: result } = input;
  const preparedFor = input.email;
  const doc = createDocument({
    title: `${REPORT_TITLE}: ${preparedFor}`,
    subject: 'Cash flow analysis, 12-month forecast and industry benchmarks',
    date: input.date,
  });

  letterhead(doc);
  titleBlock(doc, input, preparedFor);
  analysis(doc, result);
  // The call to book a consultation follows the risk message and advice when it fits on the first
  // page; otherwise it closes the insights, rather than standing alone on a page of its own.
  const consultationFirst = fitsOnPage(doc, consultationHeight(doc));
  if (consultationFirst) consultation(doc, result);
  forecastSection(doc, result);
  industryInsights(doc, result);
  if (!consultationFirst) consultation(doc, result);
  method(doc);
  drawPageFrames(doc, `${REPORT_TITLE} · ${preparedFor} · ${formatReportDate(input.date)}`);
  return finish(doc);
}

function titleBlock(doc: PDFKit.PDFDocument, input: ReportInput, preparedFor: string): void {
  const top = doc.y;
  write(doc, REPORT_TITLE, { weight: 'bold', size: 24, color: COLORS.navy, width: 330 }, PAGE.left, top);
  write(
    doc,
    formatReportDate(input.date),
    { size: 10, color: COLORS.muted, width: 160, align: 'right' },
    PAGE.width - PAGE.right - 160,
    top + 10,
  );
  doc.y = top + 34;
  write(doc, 'Prepared for', { size: 8.5, color: COLORS.muted });
  write(doc, preparedFor, { weight: 'semibold', size: 13 });
  doc.y += 8;

  const { inputs } = input.calculation;
  const figures = [
    `Monthly revenue ${formatUSD(inputs.monthlyRevenue)}`,
    `Monthly expenses ${formatUSD(inputs.monthlyExpenses)}`,
    `Cash reserves ${formatUSD(inputs.cashReserves)}`,
    `Revenue growth ${formatPercent(inputs.revenueGrowth)} a year`,
    `Expense growth ${formatPercent(inputs.expenseGrowth)} a year`,
    `${inputs.industry}, ${inputs.lineOfBusiness}`,
  ].join('   ·   ');
  const height = measure(doc, figures, { size: 8.5, width: CONTENT_WIDTH - 24 }) + 26;
  box(doc, PAGE.left, doc.y, CONTENT_WIDTH, height, COLORS.background);
  const y = doc.y + 8;
  write(doc, 'The figures you entered', { weight: 'semibold', size: 8.5, color: COLORS.muted }, PAGE.left + 12, y);
  write(doc, figures, { size: 8.5, width: CONTENT_WIDTH - 24 }, PAGE.left + 12, y + 12);
  doc.y = y + height;
}

function metricCard(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  width: number,
  height: number,
  metric: { label: string; value: string; note: string; tone: Tone },
): void {
  const tone = TONE[metric.tone];
  box(doc, x, y, width, height, '#ffffff', COLORS.border);
  doc
    .save()
    .rect(x, y + 6, 3, height - 12)
    .fill(tone.ink)
    .restore();
  write(doc, metric.label, { size: 8.5, color: COLORS.muted, width: width - 20 }, x + 12, y + 10);
  const size = fittingSize(doc, metric.value, 'bold', 18, width - 20);
  write(
    doc,
    metric.value,
    { weight: 'bold', size, color: tone.ink, width: width - 20, lineGap: 0 },
    x + 12,
    y + 24 + (18 - size) / 2,
  );
  write(doc, metric.note, { size: 8, color: COLORS.muted, width: width - 20 }, x + 12, y + 48);
}

function analysis(doc: PDFKit.PDFDocument, result: CalculationResult): void {
  sectionTitle(doc, RESULT_TEXTS.analysisTitle, 180);
  const risk = RISK_COLOR[result.riskLevel];
  const metrics = [
    {
      label: RESULT_TEXTS.monthlyCashFlow,
      value: formatUSD(result.monthlyCashFlow),
      note: perYear(formatUSD(result.annualCashFlow)),
      tone: signTone(result.monthlyCashFlow),
    },
    {
      label: RESULT_TEXTS.cashFlowMargin,
      value: formatPercent(result.cashFlowMargin),
      note: marginDescription(result.cashFlowMargin),
      tone: signTone(result.cashFlowMargin),
    },
    {
      label: RESULT_TEXTS.cashRunway,
      value: formatMonths(result.cashRunway),
      note: runwayDescription(result.cashRunway),
      tone: risk,
    },
    { label: RESULT_TEXTS.riskLevel, value: result.riskLevel, note: RISK_DESCRIPTION[result.riskLevel], tone: risk },
  ];
  const gap = 8;
  const width = (CONTENT_WIDTH - gap * 3) / 4;
  const noteHeight = Math.max(...metrics.map((metric) => measure(doc, metric.note, { size: 8, width: width - 20 })));
  const height = 56 + noteHeight;
  const y = doc.y;
  metrics.forEach((metric, index) => metricCard(doc, PAGE.left + index * (width + gap), y, width, height, metric));
  doc.y = y + height + 10;

  const insight = keyInsight(result.cashFlowMargin);
  const insightHeight = measure(doc, insight, { size: 9.5, width: CONTENT_WIDTH - 24 }) + 30;
  ensureSpace(doc, insightHeight);
  const insightY = doc.y;
  box(doc, PAGE.left, insightY, CONTENT_WIDTH, insightHeight, COLORS.blueSoft);
  write(
    doc,
    RESULT_TEXTS.keyInsight,
    { weight: 'semibold', size: 9.5, color: COLORS.blue },
    PAGE.left + 12,
    insightY + 8,
  );
  write(doc, insight, { size: 9.5, width: CONTENT_WIDTH - 24 }, PAGE.left + 12, insightY + 21);
  doc.y = insightY + insightHeight + 10;

  const message = RISK_MESSAGE[result.riskLevel];
  const messageHeight = measure(doc, message.body, { size: 9.5, width: CONTENT_WIDTH - 24 }) + 34;
  ensureSpace(doc, messageHeight);
  const messageY = doc.y;
  box(doc, PAGE.left, messageY, CONTENT_WIDTH, messageHeight, TONE[risk].soft);
  write(doc, message.title, { weight: 'bold', size: 11.5, color: TONE[risk].ink }, PAGE.left + 12, messageY + 9);
  write(doc, message.body, { size: 9.5, width: CONTENT_WIDTH - 24 }, PAGE.left + 12, messageY + 25);
  doc.y = messageY + messageHeight + 8;

  subsectionTitle(doc, RESULT_TEXTS.recommendations);
  bulletList(
    doc,
    recommendations(result).map((item) => ({
      text: item.text,
      color: TONE[RECOMMENDATION_TONE[item.tone]].ink,
      ...(item.link ? { link: { label: item.link.label, url: absolute(item.link.href) } } : {}),
    })),
    { size: 9.5 },
  );
}

function forecastSection(doc: PDFKit.PDFDocument, result: CalculationResult): void {
  doc.addPage(); // the forecast, its chart and its table read best together on their own page
  doc.y = PAGE.top;
  sectionTitle(doc, RESULT_TEXTS.forecastTitle);
  const { forecast } = result;
  const last = forecast[forecast.length - 1]!;
  const trend = forecastTrend(forecast);
  const total = forecast.reduce((sum, month) => sum + month.cashFlow, 0);
  const summary: Array<{ label: string; value: string; color: string }> = [
    { label: RESULT_TEXTS.forecastTotal, value: formatUSD(total), color: TONE[signTone(total)].ink },
    { label: reservesIn(last.month), value: formatUSD(last.cashReserves), color: COLORS.text },
    { label: RESULT_TEXTS.forecastRunway, value: formatMonths(result.forecastedRunway), color: COLORS.text },
    { label: RESULT_TEXTS.trend, value: capitalized(trend), color: TONE[TREND_COLOR[trend]].ink },
  ];
  const y = doc.y;
  const cell = CONTENT_WIDTH / summary.length;
  box(doc, PAGE.left, y, CONTENT_WIDTH, 46, COLORS.background);
  summary.forEach((item, index) => {
    const x = PAGE.left + index * cell + 12;
    write(doc, item.label, { size: 8, color: COLORS.muted, width: cell - 20 }, x, y + 8);
    const size = fittingSize(doc, item.value, 'bold', 13, cell - 20);
    write(
      doc,
      item.value,
      { weight: 'bold', size, color: item.color, width: cell - 20, lineGap: 0 },
      x,
      y + 22 + (13 - size) / 2,
    );
  });
  doc.y = y + 58;

  drawForecastChart(doc, forecast, PAGE.left, doc.y, CONTENT_WIDTH, 200);
  forecastTable(doc, result);

  subsectionTitle(doc, RESULT_TEXTS.forecastInsights);
  const trendTone = TONE[TREND_COLOR[trend]].ink;
  bulletList(
    doc,
    forecastInsights(result).map((text, index) => ({ text, color: index === 0 ? trendTone : COLORS.primary })),
    { size: 9.5 },
  );
}

function forecastTable(doc: PDFKit.PDFDocument, result: CalculationResult): void {
  const monthWidth = 64;
  const columns = [
    { label: RESULT_TEXTS.month, width: monthWidth },
    ...FORECAST_SERIES.map((series) => ({
      label: series.label,
      width: (CONTENT_WIDTH - monthWidth) / FORECAST_SERIES.length,
    })),
  ];
  const rowHeight = 15.5;
  ensureSpace(doc, rowHeight * (result.forecast.length + 1) + 10);
  let y = doc.y + 4;
  const row = (cells: Array<{ text: string; color?: string }>, header: boolean) => {
    let x = PAGE.left;
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      const align = index === 0 ? 'left' : 'right';
      const weight = header ? 'semibold' : index === 0 ? 'semibold' : 'regular';
      const size = fittingSize(doc, cell.text, weight, 8.5, column.width - 16);
      write(
        doc,
        cell.text,
        {
          weight,
          size,
          color: cell.color ?? (header ? COLORS.muted : COLORS.text),
          width: column.width - 16,
          align,
          lineGap: 0,
        },
        x + 8,
        y + (rowHeight - size) / 2 - 0.5,
      );
      x += column.width;
    });
    y += rowHeight;
  };
  box(doc, PAGE.left, y, CONTENT_WIDTH, rowHeight, COLORS.background);
  row(
    columns.map((column) => ({ text: column.label })),
    true,
  );
  result.forecast.forEach((month, index) => {
    if (index % 2 === 1) doc.save().rect(PAGE.left, y, CONTENT_WIDTH, rowHeight).fill('#f8fafc').restore();
    row(
      [
        { text: month.month },
        ...FORECAST_SERIES.map((series) => ({
          text: formatUSD(month[series.key]),
          ...(series.key === 'cashFlow' ? { color: TONE[signTone(month.cashFlow)].ink } : {}),
        })),
      ],
      false,
    );
  });
  doc
    .save()
    .moveTo(PAGE.left, y)
    .lineTo(PAGE.left + CONTENT_WIDTH, y)
    .lineWidth(0.75)
    .strokeColor(COLORS.border)
    .stroke()
    .restore();
  doc.y = y + 12;
}

function comparisonBars(
  doc: PDFKit.PDFDocument,
  title: string,
  summary: string,
  bars: Array<{ label: string; value: string; percent: number; color: string }>,
): void {
  ensureSpace(doc, 40 + bars.length * 26);
  subsectionTitle(doc, title);
  write(doc, summary, { size: 9.5, color: COLORS.muted });
  doc.y += 4;
  for (const bar of bars) {
    const y = doc.y;
    write(doc, bar.label, { size: 9, width: 200 }, PAGE.left, y);
    write(
      doc,
      bar.value,
      { weight: 'semibold', size: 9, width: 150, align: 'right' },
      PAGE.left + CONTENT_WIDTH - 150,
      y,
    );
    doc
      .save()
      .roundedRect(PAGE.left, y + 14, CONTENT_WIDTH, 7, 3.5)
      .fill(COLORS.background)
      .restore();
    if (bar.percent > 0)
      doc
        .save()
        .roundedRect(PAGE.left, y + 14, Math.max(7, (CONTENT_WIDTH * bar.percent) / 100), 7, 3.5)
        .fill(bar.color)
        .restore();
    doc.y = y + 27;
  }
}

function industryInsights(doc: PDFKit.PDFDocument, result: CalculationResult): void {
  doc.addPage();
  doc.y = PAGE.top;
  const { industry, lineOfBusiness } = result.inputs;
  const benchmark = benchmarkFor(industry, lineOfBusiness);
  sectionTitle(doc, RESULT_TEXTS.insightsTitle);
  paragraph(doc, `How you compare with other ${lineOfBusiness} businesses in ${industry}.`, {
    color: COLORS.muted,
    size: 9.5,
  });
  const marginScale = benchmark.topPerformerMargin;
  comparisonBars(
    doc,
    RESULT_TEXTS.cashFlowMargin,
    benchmarkSummary('margin', compareWithBenchmark(result.cashFlowMargin, benchmark.cashFlowMargin)),
    [
      {
        label: RESULT_TEXTS.yourMargin,
        value: formatPercent(result.cashFlowMargin),
        percent: barPercent(result.cashFlowMargin, marginScale),
        color: COLORS.primary,
      },
      {
        label: RESULT_TEXTS.industryAverage,
        value: formatPercent(benchmark.cashFlowMargin),
        percent: barPercent(benchmark.cashFlowMargin, marginScale),
        color: COLORS.averageBar,
      },
      {
        label: RESULT_TEXTS.topPerformers,
        value: formatPercent(benchmark.topPerformerMargin),
        percent: 100,
        color: COLORS.green,
      },
    ],
  );
  comparisonBars(
    doc,
    RESULT_TEXTS.cashRunway,
    benchmarkSummary('runway', compareWithBenchmark(result.cashRunway, benchmark.avgRunway)),
    [
      {
        label: RESULT_TEXTS.yourRunway,
        value: formatMonths(result.cashRunway),
        percent: barPercent(result.cashRunway, RUNWAY_BAR_SCALE_MONTHS),
        color: COLORS.primary,
      },
      {
        label: RESULT_TEXTS.industryAverage,
        value: formatMonths(benchmark.avgRunway),
        percent: barPercent(benchmark.avgRunway, RUNWAY_BAR_SCALE_MONTHS),
        color: COLORS.averageBar,
      },
    ],
  );

  const title = tipTitle(lineOfBusiness);
  const tipHeight = measure(doc, benchmark.tip, { size: 9.5, width: CONTENT_WIDTH - 24 }) + 32;
  ensureSpace(doc, tipHeight + 30);
  doc.y += 4;
  const y = doc.y;
  box(doc, PAGE.left, y, CONTENT_WIDTH, tipHeight, COLORS.orangeSoft);
  write(
    doc,
    title,
    { weight: 'semibold', size: 10, color: COLORS.orange, width: CONTENT_WIDTH - 24 },
    PAGE.left + 12,
    y + 9,
  );
  write(doc, benchmark.tip, { size: 9.5, width: CONTENT_WIDTH - 24 }, PAGE.left + 12, y + 24);
  doc.y = y + tipHeight + 6;
  paragraph(doc, BENCHMARK_SOURCE_NOTE, { size: 8, color: COLORS.muted });
}

const CONSULTATION_INTRO =
  'Talk through this report with one of our advisors: a free, no-obligation conversation about your numbers and the next steps that fit your business.';
const consultationHeight = (doc: PDFKit.PDFDocument) =>
  measure(doc, CONSULTATION_INTRO, { size: 9.5, width: CONTENT_WIDTH - 32 }) + 86;

function consultation(doc: PDFKit.PDFDocument, result: CalculationResult): void {
  const message = RISK_MESSAGE[result.riskLevel];
  const link = absolute(TALK_TO_EXPERT.href);
  const intro = CONSULTATION_INTRO;
  const height = consultationHeight(doc);
  ensureSpace(doc, height + 10);
  doc.y += 8;
  const y = doc.y;
  box(doc, PAGE.left, y, CONTENT_WIDTH, height, COLORS.navy);
  write(
    doc,
    message.cta,
    { weight: 'bold', size: 14, color: '#ffffff', width: CONTENT_WIDTH - 32 },
    PAGE.left + 16,
    y + 14,
  );
  write(doc, intro, { size: 9.5, color: '#e2e8f0', width: CONTENT_WIDTH - 32 }, PAGE.left + 16, y + 36);
  const lineY = y + height - 28;
  write(
    doc,
    `Call ${FIRM.phone}`,
    { weight: 'semibold', size: 11, color: '#ffffff', width: 200 },
    PAGE.left + 16,
    lineY,
  );
  write(
    doc,
    `Book online: ${displayUrl(link)}`,
    { weight: 'semibold', size: 11, color: '#ffffff', width: 300, align: 'right', link },
    PAGE.left + CONTENT_WIDTH - 316,
    lineY,
  );
  doc.y = y + height + 12;
}

function method(doc: PDFKit.PDFDocument): void {
  sectionTitle(doc, 'How this was calculated', 120);
  bulletList(
    doc,
    [
      {
        lead: 'Monthly cash flow',
        text: 'is your monthly revenue minus your monthly expenses; the annual figure is twelve times that.',
      },
      {
        lead: 'Cash flow margin',
        text: 'is the monthly cash flow as a percentage of monthly revenue (0% when there is no revenue).',
      },
      {
        lead: 'Cash runway',
        text: 'is how many months your cash reserves last. When cash flow is positive or zero, it is reserves divided by monthly expenses, increased by half of the monthly surplus relative to expenses; when cash flow is negative, it is reserves divided by the monthly shortfall.',
      },
      {
        lead: 'Risk level',
        text: `is High for a runway under ${RISK_HIGH_BELOW_MONTHS} month, Medium from ${RISK_HIGH_BELOW_MONTHS} to ${RISK_MEDIUM_UP_TO_MONTHS} months and Low above ${RISK_MEDIUM_UP_TO_MONTHS} months. We recommend a margin of at least ${RECOMMENDED_MARGIN}% and a runway of at least ${RECOMMENDED_RUNWAY_MONTHS} months.`,
      },
      {
        lead: 'The forecast',
        text: `starts this month: each month's cash flow is added to your reserves (which never go below zero), then revenue and expenses grow by one twelfth of their annual growth rates, compounded. The trend compares month 12's cash flow with month 1's: improving above ${Math.round(TREND_IMPROVING_RATIO * 100)}%, declining below ${Math.round(TREND_DECLINING_RATIO * 100)}%, otherwise stable.`,
      },
      {
        lead: 'Benchmarks',
        text: 'are typical figures for your industry and line of business; top performers show the margin the strongest comparable businesses reach.',
      },
    ],
    { size: 9 },
  );

  doc.y += 6;
  paragraph(
    doc,
    `Disclaimer: this report is an estimate produced automatically from the figures you entered in the cash flow calculator on ${displayUrl(SITE.url)}. It does not use your accounts, has not been reviewed by an advisor, and is not financial, tax, legal or investment advice. Forecasts assume steady growth rates and are not a promise of future results. Benchmarks are general industry figures and may not reflect your market. Please speak with a qualified advisor before making financial decisions. © ${FIRM.name}.`,
    { size: 7.5, color: COLORS.muted, lineGap: 1.5 },
  );
}
