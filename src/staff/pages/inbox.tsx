import { useEffect, useId, useState, type FormEvent } from 'react';
import { RISK_COLOR } from '../../core/texts';
import { INDUSTRIES } from '../../core/types';
import { LEAD_KINDS } from '../../contracts/lead-fields';
import { call, staffUrl } from '../api';
import { LEAD_STATUSES, STAFF_PAGES } from '../../contracts/staff-fields';
import type { LeadListResponse } from '../../contracts/staff-api';
import { DataTable, type Columns } from '../data-table';
import { describeCounts, EraseDialog } from '../erase-dialog';
import { accountLabel, counted, formatAge, formatDateTime, labelOf } from '../format';
import { Link } from '../link';
import { Loaded } from '../loaded';
import { PageTitle } from '../page-title';
import { Paging } from '../paging';
import { navigate } from '../navigation';
import { leadPath } from '../router';
import { SelectField } from '../select-field';
import { useStaff } from '../staff-context';
import { useLoad } from '../use-load';
import { TextField } from '../../ui/text-field';

type LeadRow = LeadListResponse['leads'][number];

const COLUMNS: Columns<LeadRow> = [
  { header: 'Name', cell: (lead) => lead.name || lead.email },
  {
    header: 'Received',
    cell: (lead) => (
      <time dateTime={lead.createdAt} title={formatDateTime(lead.createdAt)}>
        {formatAge(lead.createdAt)}
      </time>
    ),
  },
  { header: 'Kind', cell: (lead) => labelOf(lead.kind) },
  { header: 'Company', cell: (lead) => lead.company ?? '—' },
  { header: 'Industry', cell: (lead) => lead.industry ?? '—' },
  {
    header: 'Risk',
    cell: (lead) =>
      lead.riskLevel ? <span className={`badge tone-${RISK_COLOR[lead.riskLevel]}`}>{lead.riskLevel}</span> : '—',
  },
  {
    header: 'Status',
    cell: (lead) => <span className={`badge status-${lead.status}`}>{labelOf(lead.status)}</span>,
  },
  { header: 'Assigned to', cell: (lead) => (lead.assignedTo ? accountLabel(lead.assignedTo) : '—') },
];

const FILTER_KEYS = ['kind', 'status', 'industry', 'from', 'to', 'q'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];
type FilterValues = Record<FilterKey, string>;

const filterOf = (query: URLSearchParams): FilterValues =>
  Object.fromEntries(FILTER_KEYS.map((key) => [key, query.get(key) ?? ''])) as FilterValues;

/** The inbox's address for a filter and page: what Back, a reload and a shared link come back to. */
function inboxHref(filter: FilterValues, page = 1): string {
  const query = new URLSearchParams();
  for (const key of FILTER_KEYS) if (filter[key].trim()) query.set(key, filter[key].trim());
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${STAFF_PAGES.inbox}?${text}` : STAFF_PAGES.inbox;
}

/** Every lead, newest first, filtered by what the address says; the filter form changes the address. */
export function InboxPage({ query }: { query: URLSearchParams }) {
  const id = useId();
  const { isAdmin } = useStaff();
  const applied = filterOf(query);
  const page = Math.max(1, Number(query.get('page')) || 1);
  const [draft, setDraft] = useState<FilterValues>(applied);
  const [erasing, setErasing] = useState(false);
  const [erased, setErased] = useState<string | null>(null);
  const leads = useLoad(() => call('leads', { query: { ...applied, page } }), `${query.toString()}|${page}`);

  // A filter from the address (Back, a link) shows in the form too.
  useEffect(() => setDraft(filterOf(query)), [query]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    navigate(inboxHref(draft));
  };
  const set = (key: FilterKey, value: string) => setDraft({ ...draft, [key]: value });
  /** A filter field's name, value and change, for SelectField and TextField. */
  const filterField = (key: FilterKey) => ({
    name: key,
    value: draft[key],
    onChange: (value: string) => set(key, value),
  });
  const filtered = FILTER_KEYS.some((key) => applied[key]);

  return (
    <>
      <div className="page-head">
        <PageTitle title="Inbox" />
        {isAdmin ? (
          <div className="actions">
            <a
              className="button button-secondary button-small"
              href={staffUrl('exportCsv', { query: { ...applied } })}
              download
            >
              Export CSV{filtered ? ' (this filter)' : ''}
            </a>
            <button type="button" className="button button-danger button-small" onClick={() => setErasing(true)}>
              Erase a person…
            </button>
          </div>
        ) : null}
      </div>
      {erased ? (
        <p className="notice" role="status">
          {erased}
        </p>
      ) : null}

      <form className="card filters" role="search" aria-label="Filter leads" onSubmit={apply}>
        <div className="field filter-search">
          <label className="field-label" htmlFor={`${id}-q`}>
            Search name, e-mail or company
          </label>
          <input
            id={`${id}-q`}
            className="input"
            type="search"
            name="q"
            value={draft.q}
            onChange={(event) => set('q', event.target.value)}
          />
        </div>
        <SelectField label="Kind" none="Any kind" options={LEAD_KINDS} optionLabel={labelOf} {...filterField('kind')} />
        <SelectField
          label="Status"
          none="Any status"
          options={LEAD_STATUSES}
          optionLabel={labelOf}
          {...filterField('status')}
        />
        <SelectField label="Industry" none="Any industry" options={INDUSTRIES} {...filterField('industry')} />
        <TextField label="Received from" type="date" {...filterField('from')} />
        <TextField label="Received until" type="date" {...filterField('to')} />
        <div className="filter-actions">
          <button type="submit" className="button button-primary">
            Apply filters
          </button>
          {filtered ? (
            <Link className="button button-ghost" href={STAFF_PAGES.inbox}>
              Clear
            </Link>
          ) : null}
        </div>
      </form>

      <Loaded
        load={leads}
        loading="Loading leads…"
        empty={(data) => (data.leads.length ? null : 'No leads match.')}
        announce={(data) => `${counted(data.total, 'lead', 'leads')} found.`}
      >
        {(data) => (
          <>
            <p className="muted result-count">{counted(data.total, 'lead', 'leads')}, newest first</p>
            <DataTable
              label="Leads"
              stacked
              columns={COLUMNS}
              rows={data.leads}
              rowKey={(lead) => lead.id}
              rowHref={(lead) => leadPath(lead.id)}
            />
            <Paging list={data} hrefOf={(next) => inboxHref(applied, next)} />
          </>
        )}
      </Loaded>

      {isAdmin ? (
        <EraseDialog
          open={erasing}
          email=""
          onClose={() => setErasing(false)}
          onErased={(email, counts) => {
            setErasing(false);
            setErased(`Erased ${describeCounts(counts)} of ${email}.`);
            leads.reload();
          }}
        />
      ) : null}
    </>
  );
}
