import { useEffect, useId } from 'react';
import { call } from '../api';
import { STAFF_PAGES } from '../../contracts/staff-fields';
import type { Subscriber } from '../../contracts/staff-api';
import { formatDateTime, labelOf } from '../format';
import { PageTitle } from '../page-title';
import { Paging } from '../paging';
import { navigate } from '../navigation';
import { useStaff } from '../staff-context';
import { useLoad } from '../use-load';
import { TableRegion } from '../table-region';

const STATES: readonly Subscriber['status'][] = ['pending', 'confirmed', 'unsubscribed'];
const STATE_TONE: Record<Subscriber['status'], string> = {
  pending: 'tone-orange',
  confirmed: 'tone-green',
  unsubscribed: 'muted',
};

const subscribersHref = (status: string, page = 1) => {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${STAFF_PAGES.subscribers}?${text}` : STAFF_PAGES.subscribers;
};

/** The newsletter's sign-ups with their state, newest first; filtered by state in the address. */
export function SubscribersPage({ query }: { query: URLSearchParams }) {
  const id = useId();
  const { announce } = useStaff();
  const status = query.get('status') ?? '';
  const page = Math.max(1, Number(query.get('page')) || 1);
  const list = useLoad(() => call('subscribers', { query: { status, page } }), `${status}|${page}`);

  useEffect(() => {
    if (list.data) announce(`${list.data.total} ${list.data.total === 1 ? 'subscriber' : 'subscribers'} found.`);
  }, [list.data, announce]);

  return (
    <>
      <PageTitle title="Newsletter subscribers" />
      <div className="filters filters-inline">
        <div className="field">
          <label className="field-label" htmlFor={`${id}-status`}>
            State
          </label>
          {/* One choice, applied as it changes: nothing typed to lose. */}
          <select
            id={`${id}-status`}
            className="select"
            value={status}
            onChange={(event) => navigate(subscribersHref(event.target.value))}
          >
            <option value="">Every state</option>
            {STATES.map((state) => (
              <option key={state} value={state}>
                {labelOf(state)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {list.error ? (
        <p className="form-error" role="alert">
          {list.error}
        </p>
      ) : null}
      {!list.data ? (
        list.error ? null : (
          <p className="muted">Loading subscribers…</p>
        )
      ) : list.data.subscribers.length === 0 ? (
        <p className="empty">No subscribers{status ? ` in this state` : ' yet'}.</p>
      ) : (
        <>
          <p className="muted result-count">
            {list.data.total} {list.data.total === 1 ? 'subscriber' : 'subscribers'}, newest first
          </p>
          <TableRegion label="Subscribers" stacked>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">State</th>
                <th scope="col">Signed up</th>
                <th scope="col">Confirmed</th>
                <th scope="col">Unsubscribed</th>
              </tr>
            </thead>
            <tbody>
              {list.data.subscribers.map((subscriber) => (
                <tr key={subscriber.id}>
                  <th scope="row" className="wrap">
                    {subscriber.email}
                  </th>
                  <td data-label="State">
                    <span className={`badge ${STATE_TONE[subscriber.status]}`}>{labelOf(subscriber.status)}</span>
                  </td>
                  <td data-label="Signed up">{formatDateTime(subscriber.createdAt)}</td>
                  <td data-label="Confirmed">
                    {subscriber.confirmedAt ? formatDateTime(subscriber.confirmedAt) : '—'}
                  </td>
                  <td data-label="Unsubscribed">
                    {subscriber.unsubscribedAt ? formatDateTime(subscriber.unsubscribedAt) : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </TableRegion>
          <Paging
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            hrefOf={(next) => subscribersHref(status, next)}
          />
        </>
      )}
    </>
  );
}
