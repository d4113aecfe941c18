import { useEffect } from 'react';
import { AdminOnly } from '../admin-only';
import { call } from '../api';
import { STAFF_PAGES } from '../../contracts/staff-fields';
import type { AuditEntry } from '../../contracts/staff-api';
import { accountLabel, formatDateTime, labelOf } from '../format';
import { PageTitle } from '../page-title';
import { Paging } from '../paging';
import { useStaff } from '../staff-context';
import { useLoad } from '../use-load';
import { TableRegion } from '../table-region';

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
  const { announce } = useStaff();
  const log = useLoad(() => call('audit', { query: { page } }), String(page));
  useEffect(() => {
    if (log.data) announce(`Page ${log.data.page} of the audit log.`);
  }, [log.data, announce]);

  if (log.error) {
    return (
      <p className="form-error" role="alert">
        {log.error}
      </p>
    );
  }
  if (!log.data) return <p className="muted">Loading the audit log…</p>;
  if (log.data.entries.length === 0) return <p className="empty">Nothing recorded yet.</p>;
  return (
    <>
      <TableRegion label="Audit log entries" stacked>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Concerning</th>
            <th scope="col">Details</th>
            <th scope="col">From</th>
          </tr>
        </thead>
        <tbody>
          {log.data.entries.map((entry) => (
            <tr key={entry.id}>
              <th scope="row">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </th>
              <td data-label="Who">{accountLabel(entry.actor)}</td>
              <td data-label="What">{labelOf(entry.action)}</td>
              <td data-label="Concerning" className="wrap">
                {entry.target ?? '—'}
              </td>
              <td data-label="Details" className="wrap">
                {describeDetail(entry.detail) || '—'}
              </td>
              <td data-label="From" className="wrap">
                <span>
                  {entry.ip ?? '—'}
                  {entry.userAgent ? <span className="muted user-agent"> {entry.userAgent}</span> : null}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </TableRegion>
      <Paging page={log.data.page} pageSize={log.data.pageSize} total={log.data.total} hrefOf={auditHref} />
    </>
  );
}
