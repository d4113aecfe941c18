import { AdminOnly } from '../admin-only';
import { call } from '../api';
import { STAFF_PAGES } from '../../contracts/staff-fields';
import type { AuditEntry } from '../../contracts/staff-api';
import { DataTable, type Columns } from '../data-table';
import { accountLabel, formatDateTime, labelOf } from '../format';
import { Loaded } from '../loaded';
import { PageTitle } from '../page-title';
import { Paging } from '../paging';
import { useLoad } from '../use-load';

/** An entry's facts in one line: "counts: leads 2, signups 1". */
function describeDetail(detail: AuditEntry['detail']): string {
  if (!detail) return '';
  const describe = (value: unknown): string =>
    value !== null && typeof value === 'object'
      ? Object.entries(value)
          .map(([key, inner]) => `${key} ${describe(inner)}`)
          .join(', ')
      : String(value);
  return Object.entries(detail)
    .map(([key, value]) => `${key}: ${describe(value)}`)
    .join('; ');
}

const COLUMNS: Columns<AuditEntry> = [
  { header: 'When', cell: (entry) => <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> },
  { header: 'Who', cell: (entry) => accountLabel(entry.actor) },
  { header: 'What', cell: (entry) => labelOf(entry.action) },
  { header: 'Concerning', cell: (entry) => entry.target ?? '—', wrap: true },
  { header: 'Details', cell: (entry) => describeDetail(entry.detail) || '—', wrap: true },
  {
    header: 'From',
    wrap: true,
    cell: (entry) => (
      <span>
        {entry.ip ?? '—'}
        {entry.userAgent ? <span className="muted user-agent"> {entry.userAgent}</span> : null}
      </span>
    ),
  },
];

const auditHref = (page: number) => (page > 1 ? `${STAFF_PAGES.audit}?page=${page}` : STAFF_PAGES.audit);

/** Who did what, when and from where, newest first (admin). */
export function AuditPage({ query }: { query: URLSearchParams }) {
  return (
    <>
      <PageTitle title="Audit log" />
      <AdminOnly>
        <AuditLog page={Math.max(1, Number(query.get('page')) || 1)} />
      </AdminOnly>
    </>
  );
}

function AuditLog({ page }: { page: number }) {
  const log = useLoad(() => call('audit', { query: { page } }), String(page));
  return (
    <Loaded
      load={log}
      loading="Loading the audit log…"
      empty={(data) => (data.entries.length ? null : 'Nothing recorded yet.')}
      announce={(data) => `Page ${data.page} of the audit log.`}
    >
      {(data) => (
        <>
          <DataTable
            label="Audit log entries"
            stacked
            columns={COLUMNS}
            rows={data.entries}
            rowKey={(entry) => entry.id}
          />
          <Paging list={data} hrefOf={auditHref} />
        </>
      )}
    </Loaded>
  );
}
