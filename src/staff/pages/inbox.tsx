import { useEffect, useId, useState, type FormEvent } from 'react';
import { RISK_COLOR } from '../../core/texts';
import { INDUSTRIES } from '../../core/types';
import { LEAD_KINDS } from '../../contracts/lead-fields';
import { call, staffUrl } from '../api';
import { LEAD_STATUSES, STAFF_PAGES } from '../../contracts/staff-fields';
import type { LeadListResponse } from '../../contracts/staff-api';
import { describeCounts, EraseDialog } from '../erase-dialog';
import { accountLabel, formatAge, formatDateTime, labelOf } from '../format';
import { Link } from '../link';
import { PageTitle } from '../page-title';
import { Paging } from '../paging';
import { navigate } from '../navigation';
import { leadPath } from '../router';
import { useStaff } from '../staff-context';
import { useLoad } from '../use-load';
import { TableRegion } from '../table-region';

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
  const { isAdmin, announce } = useStaff();
  const applied = filterOf(query);
  const page = Math.max(1, Number(query.get('page')) || 1);
  const [draft, setDraft] = useState<FilterValues>(applied);
  const [erasing, setErasing] = useState(false);
  const [erased, setErased] = useState<string | null>(null);
  const leads = useLoad(() => call('leads', { query: { ...applied, page } }), `${query.toString()}|${page}`);

  // A filter from the address (Back, a link) shows in the form too.
  useEffect(() => setDraft(filterOf(query)), [query]);
  useEffect(() => {
    if (leads.data) announce(`${leads.data.total} ${leads.data.total === 1 ? 'lead' : 'leads'} found.`);
  }, [leads.data, announce]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    navigate(inboxHref(draft));
  };
  const field = (key: FilterKey) => ({
    id: `${id}-${key}`,
    name: key,
    value: draft[key],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }),
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

      <form className="filters" role="search" aria-label="Filter leads" onSubmit={apply}>
        <div className="field filter-search">
          <label className="field-label" htmlFor={`${id}-q`}>
            Search name, e-mail or company
          </label>
          <input className="input" type="search" {...field('q')} />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-kind`}>
            Kind
          </label>
          <select className="select" {...field('kind')}>
            <option value="">Any kind</option>
            {LEAD_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {labelOf(kind)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-status`}>
            Status
          </label>
          <select className="select" {...field('status')}>
            <option value="">Any status</option>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {labelOf(status)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-industry`}>
            Industry
          </label>
          <select className="select" {...field('industry')}>
            <option value="">Any industry</option>
            {INDUSTRIES.map((industry) => (
              <option key={industry} value={industry}>
                {industry}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-from`}>
            Received from
          </label>
          <input className="input" type="date" {...field('from')} />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-to`}>
            Received until
          </label>
          <input className="input" type="date" {...field('to')} />
        </div>
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

      {leads.error ? (
        <p className="form-error" role="alert">
          {leads.error}
        </p>
      ) : null}
      {leads.data ? (
        <LeadTable data={leads.data} hrefOf={(next) => inboxHref(applied, next)} />
      ) : leads.error ? null : (
        <p className="muted">Loading leads…</p>
      )}

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

function LeadTable({ data, hrefOf }: { data: LeadListResponse; hrefOf: (page: number) => string }) {
  if (data.leads.length === 0) return <p className="empty">No leads match.</p>;
  return (
    <>
      <p className="muted result-count">
        {data.total} {data.total === 1 ? 'lead' : 'leads'}, newest first
      </p>
      <TableRegion label="Leads" stacked>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Received</th>
            <th scope="col">Kind</th>
            <th scope="col">Company</th>
            <th scope="col">Industry</th>
            <th scope="col">Risk</th>
            <th scope="col">Status</th>
            <th scope="col">Assigned to</th>
          </tr>
        </thead>
        <tbody>
          {data.leads.map((lead) => (
            <tr key={lead.id}>
              <th scope="row">
                <Link href={leadPath(lead.id)}>{lead.name || lead.email}</Link>
              </th>
              <td data-label="Received">
                <time dateTime={lead.createdAt} title={formatDateTime(lead.createdAt)}>
                  {formatAge(lead.createdAt)}
                </time>
              </td>
              <td data-label="Kind">{labelOf(lead.kind)}</td>
              <td data-label="Company">{lead.company ?? '—'}</td>
              <td data-label="Industry">{lead.industry ?? '—'}</td>
              <td data-label="Risk">
                {lead.riskLevel ? (
                  <span className={`badge tone-${RISK_COLOR[lead.riskLevel]}`}>{lead.riskLevel}</span>
                ) : (
                  '—'
                )}
              </td>
              <td data-label="Status">
                <span className={`badge status-${lead.status}`}>{labelOf(lead.status)}</span>
              </td>
              <td data-label="Assigned to">{lead.assignedTo ? accountLabel(lead.assignedTo) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </TableRegion>
      <Paging page={data.page} pageSize={data.pageSize} total={data.total} hrefOf={hrefOf} />
    </>
  );
}
