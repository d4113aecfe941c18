import { useEffect, useMemo, useState, type FormEvent } from 'react';
import {
  DEFAULT_MDE,
  HEADLINE_VARIANTS,
  VITAL_NAMES,
  type BreakdownRow,
  type ExperimentArm,
  type ExperimentReport,
  type InsightsResponse,
} from '../../contracts/insights-api';
import { STAFF_PAGES } from '../../contracts/staff-fields';
import { ApiError, call, staffUrl } from '../api';
import { Card } from '../card';
import { DataTable, type Columns } from '../data-table';
import { FormMessage } from '../form-message';
import { DailyChart } from '../insights-chart';
import { labelOf } from '../format';
import { Loaded } from '../loaded';
import { navigate } from '../navigation';
import { PageTitle } from '../page-title';
import { useStaff } from '../staff-context';
import { useAction } from '../use-action';
import { useLoad } from '../use-load';
import { TextField } from '../../ui/text-field';

const number = new Intl.NumberFormat('en-US');
const percent = (value: number, digits = 1) => `${(value * 100).toFixed(digits)}%`;
/** A step's share of the one before it ("—" when that was nothing). */
const share = (count: number, of: number) => (of > 0 ? percent(count / of) : '—');

const BREAKDOWN: Columns<BreakdownRow> = [
  { header: 'Name', cell: (row) => row.key, wrap: true },
  { header: 'Visitors', cell: (row) => number.format(row.visitors) },
  { header: 'Calculations', cell: (row) => number.format(row.calculations) },
  { header: 'Report requests', cell: (row) => number.format(row.reportRequests) },
  { header: 'Consultations', cell: (row) => number.format(row.consultations) },
  { header: 'Won', cell: (row) => number.format(row.won) },
];

const ARMS: Columns<ExperimentArm> = [
  { header: 'Headline', cell: (arm) => labelOf(arm.variant) },
  { header: 'Weight', cell: (arm) => arm.weight },
  { header: 'Visitors assigned', cell: (arm) => number.format(arm.assignments) },
  { header: 'Report requests', cell: (arm) => number.format(arm.conversions) },
  {
    header: 'Rate (95% interval)',
    cell: (arm) => (arm.assignments ? `${percent(arm.rate, 2)} (${percent(arm.low, 2)}–${percent(arm.high, 2)})` : '—'),
  },
  { header: 'p against the default', cell: (arm) => (arm.pValue === null ? '—' : arm.pValue.toFixed(4)) },
  { header: 'Won', cell: (arm) => number.format(arm.won) },
];

type Period = { from: string; to: string };

/** The funnel, its breakdowns, the headline experiment and real-user speed for a period (admins and advisors). */
export function InsightsPage({ query }: { query: URLSearchParams }) {
  const applied: Period = { from: query.get('from') ?? '', to: query.get('to') ?? '' };
  const [draft, setDraft] = useState<Period>(applied);
  useEffect(() => setDraft({ from: query.get('from') ?? '', to: query.get('to') ?? '' }), [query]);
  const insights = useLoad(() => call('insights', { query: applied }), `${applied.from}|${applied.to}`);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const search = new URLSearchParams(Object.entries(draft).filter(([, value]) => value));
    navigate(search.size ? `${STAFF_PAGES.insights}?${search}` : STAFF_PAGES.insights);
  };

  return (
    <>
      <div className="page-head">
        <PageTitle title="Insights" />
        <div className="actions">
          <a
            className="button button-secondary button-small"
            href={staffUrl('insightsCsv', { query: applied })}
            download
          >
            Export CSV
          </a>
        </div>
      </div>
      <form className="card filters" aria-label="Period" onSubmit={apply}>
        <TextField
          label="From"
          type="date"
          name="from"
          value={draft.from}
          onChange={(from) => setDraft({ ...draft, from })}
        />
        <TextField label="To" type="date" name="to" value={draft.to} onChange={(to) => setDraft({ ...draft, to })} />
        <div className="filter-actions">
          <button type="submit" className="button button-primary">
            Show
          </button>
        </div>
      </form>
      <Loaded
        load={insights}
        loading="Loading insights…"
        announce={(data) => `Insights from ${data.from} to ${data.to}.`}
      >
        {(data) => (
          <>
            <Funnel data={data} />
            {(
              [
                ['By page', 'Funnel by page', data.byPage],
                ['By embedding site', 'Funnel by embedding site', data.byHost],
                ['By headline', 'Funnel by headline', data.byVariant],
              ] as const
            ).map(([title, label, rows]) => (
              <Card key={title} title={title}>
                <DataTable label={label} stacked columns={BREAKDOWN} rows={rows} rowKey={(row) => row.key} />
              </Card>
            ))}
            <Experiment report={data.experiment} onChanged={insights.reload} />
            <Speed vitals={data.vitals} />
          </>
        )}
      </Loaded>
    </>
  );
}

const DAILY_SERIES = [
  { key: 'visitors', label: 'Visitors', color: '#1d4ed8' },
  { key: 'calculations', label: 'Calculations', color: '#0f766e' },
  { key: 'reportRequests', label: 'Report requests', color: '#b45309' },
] as const;

function Funnel({ data }: { data: InsightsResponse }) {
  const { funnel } = data;
  const steps: { step: string; count: number; of: number }[] = [
    { step: 'Visitors', count: funnel.visitors, of: 0 },
    { step: 'Calculations', count: funnel.calculations, of: funnel.visitors },
    { step: 'Report requests', count: funnel.reportRequests, of: funnel.calculations },
    { step: 'Consultations', count: funnel.consultations, of: funnel.reportRequests },
    { step: 'Meetings', count: funnel.meetings, of: funnel.consultations },
    { step: 'Won', count: funnel.won, of: funnel.meetings },
  ];
  const days = useMemo(() => data.daily.map((row) => row.day), [data]);
  const series = useMemo(
    () => DAILY_SERIES.map((line) => ({ ...line, values: data.daily.map((row) => row[line.key]) })),
    [data],
  );
  return (
    <>
      <Card title={`Funnel, ${data.from} to ${data.to}`}>
        <DataTable
          label="Funnel"
          columns={[
            { header: 'Step', cell: (row) => row.step },
            {
              header: 'Count',
              cell: (row) => number.format(row.count),
            },
            {
              header: 'Of the step before',
              cell: (row) => (row.of ? share(row.count, row.of) : '—'),
            },
          ]}
          rows={steps}
          rowKey={(row) => row.step}
        />
        <p className="muted">
          Visitors are counted once a day each (a daily hash, no cookie); report requests, consultations and wins are
          the leads received in the period, wins as they stand now; meetings are those booked online in the period and
          not cancelled.
        </p>
      </Card>
      <Card title="Day by day">
        <DailyChart days={days} series={series} />
        <DataTable
          label="Day by day"
          columns={[
            { header: 'Day', cell: (row) => row.day },
            { header: 'Visitors', cell: (row) => number.format(row.visitors) },
            { header: 'Calculations', cell: (row) => number.format(row.calculations) },
            { header: 'Report requests', cell: (row) => number.format(row.reportRequests) },
          ]}
          rows={data.daily}
          rowKey={(row) => row.day}
        />
      </Card>
    </>
  );
}

function Experiment({ report, onChanged }: { report: ExperimentReport; onChanged: () => void }) {
  const { isAdmin } = useStaff();
  return (
    <Card title={`Headline experiment, run ${report.run}`}>
      <p className={`notice verdict-${report.verdict.status}`}>{report.verdict.text}</p>
      <p className="muted">
        Started {report.startedAt.slice(0, 10)}
        {report.stoppedAt ? `, stopped ${report.stoppedAt.slice(0, 10)}` : ''}. Each headline needs{' '}
        {number.format(report.sampleSize)} visitors (baseline {percent(report.baseline)}, a {percent(report.mde, 0)}{' '}
        relative change, alpha {report.alpha} per comparison, power 80%). Split check: chi-square{' '}
        {report.srm.chiSquare.toFixed(2)}, p = {report.srm.pValue.toFixed(4)}
        {report.srm.mismatch ? ' (mismatch)' : ''}.
      </p>
      <DataTable label="Headlines" stacked columns={ARMS} rows={report.arms} rowKey={(arm) => arm.variant} />
      {isAdmin ? <ExperimentForm report={report} onChanged={onChanged} /> : null}
    </Card>
  );
}

function ExperimentForm({ report, onChanged }: { report: ExperimentReport; onChanged: () => void }) {
  const { announce } = useStaff();
  const [weights, setWeights] = useState(report.arms.map((arm) => String(arm.weight)));
  const [mde, setMde] = useState(String(Math.round(report.mde * 100)));
  const [baseline, setBaseline] = useState(String(report.baseline * 100));
  const [fields, setFields] = useState<Record<string, string>>({});
  const action = useAction();
  const send = (stopped: boolean) =>
    action.run(async () => {
      setFields({});
      try {
        await call('experiment', {
          body: {
            weights: weights.map(Number),
            mde: Number(mde) / 100,
            baseline: Number(baseline) / 100,
            stopped,
          },
        });
      } catch (error) {
        if (error instanceof ApiError && error.failure.fields) setFields(error.failure.fields);
        throw error;
      }
      announce(stopped ? 'The experiment is stopped.' : 'The experiment is set.');
      onChanged();
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(false);
  };
  return (
    <form className="experiment-form" onSubmit={submit} aria-label="Experiment settings">
      <p className="muted">
        A change of weights, effect or baseline starts a new run: visitors are assigned afresh and counted from zero.
        Default effect: {percent(DEFAULT_MDE, 0)}.
      </p>
      <div className="filters">
        {HEADLINE_VARIANTS.map((variant, index) => (
          <TextField
            key={variant}
            label={`Weight: ${labelOf(variant)}`}
            type="number"
            name={`weight-${variant}`}
            value={weights[index] ?? '0'}
            onChange={(value) => setWeights(weights.map((weight, at) => (at === index ? value : weight)))}
          />
        ))}
        <TextField
          label="Smallest change to detect (%, relative)"
          type="number"
          name="mde"
          value={mde}
          onChange={setMde}
        />
        <TextField
          label="Baseline report-request rate (%)"
          type="number"
          name="baseline"
          value={baseline}
          onChange={setBaseline}
        />
      </div>
      <FormMessage error={action.error} />
      {Object.keys(fields).length ? (
        <ul className="field-errors">
          {Object.entries(fields).map(([field, message]) => (
            <li key={field}>
              {labelOf(field)}: {message}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="actions">
        <button type="submit" className="button button-primary" disabled={action.busy}>
          Start a run with these settings
        </button>
        {report.stoppedAt ? null : (
          <button type="button" className="button button-danger" disabled={action.busy} onClick={() => void send(true)}>
            Stop the experiment
          </button>
        )}
      </div>
    </form>
  );
}

type SpeedRow = { key: string; page: string; device: string } & Partial<
  Record<(typeof VITAL_NAMES)[number], { p75: number; count: number }>
>;

function Speed({ vitals }: { vitals: InsightsResponse['vitals'] }) {
  const rows = useMemo(() => {
    const byPage = new Map<string, SpeedRow>();
    for (const vital of vitals) {
      const key = `${vital.page} ${vital.device}`;
      let row = byPage.get(key);
      if (!row) byPage.set(key, (row = { key, page: vital.page, device: vital.device }));
      row[vital.name] = { p75: vital.p75, count: vital.count };
    }
    return [...byPage.values()];
  }, [vitals]);
  const columns: Columns<SpeedRow> = [
    { header: 'Page and device', cell: (row) => `${row.page} (${row.device})`, wrap: true },
    ...VITAL_NAMES.map((name) => ({
      header: `${name} p75`,
      cell: (row: SpeedRow) => {
        const value = row[name];
        if (!value) return '—';
        return `${name === 'CLS' ? value.p75.toFixed(3) : `${number.format(value.p75)} ms`} (${number.format(value.count)})`;
      },
    })),
  ];
  return (
    <Card title="Real-user speed">
      {rows.length ? (
        <DataTable label="Real-user speed" stacked columns={columns} rows={rows} rowKey={(row) => row.key} />
      ) : (
        <p className="empty">No measurements in this period.</p>
      )}
      <p className="muted">
        The 75th percentile of what visitors&apos; browsers measured (within 5%), with how many measurements.
      </p>
    </Card>
  );
}
