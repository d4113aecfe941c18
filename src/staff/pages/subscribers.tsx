import { call } from '../api';
import { STAFF_PAGES } from '../../contracts/staff-fields';
import type { Subscriber } from '../../contracts/staff-api';
import { DataTable, type Columns } from '../data-table';
import { counted, formatDateTime, labelOf } from '../format';
import { Loaded } from '../loaded';
import { PageTitle } from '../page-title';
import { Paging } from '../paging';
import { navigate } from '../navigation';
import { SelectField } from '../select-field';
import { useLoad } from '../use-load';

const STATES: readonly Subscriber['status'][] = ['pending', 'confirmed', 'unsubscribed'];
const STATE_TONE: Record<Subscriber['status'], string> = {
  pending: 'tone-orange',
  confirmed: 'tone-green',
  unsubscribed: 'muted',
};

const COLUMNS: Columns<Subscriber> = [
  { header: 'Email', cell: (subscriber) => subscriber.email, wrap: true },
  {
    header: 'State',
    cell: (subscriber) => (
      <span className={`badge ${STATE_TONE[subscriber.status]}`}>{labelOf(subscriber.status)}</span>
    ),
  },
  { header: 'Signed up', cell: (subscriber) => formatDateTime(subscriber.createdAt) },
  {
    header: 'Confirmed',
    cell: (subscriber) => (subscriber.confirmedAt ? formatDateTime(subscriber.confirmedAt) : '—'),
  },
  {
    header: 'Unsubscribed',
    cell: (subscriber) => (subscriber.unsubscribedAt ? formatDateTime(subscriber.unsubscribedAt) : '—'),
  },
];

const subscribersHref = (status: string, page = 1) => {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${STAFF_PAGES.subscribers}?${text}` : STAFF_PAGES.subscribers;
};

/** The newsletter's sign-ups with their state, newest first; filtered by state in the address. */
export function SubscribersPage({ query }: { query: URLSearchParams }) {
  const status = query.get('status') ?? '';
  const page = Math.max(1, Number(query.get('page')) || 1);
  const list = useLoad(() => call('subscribers', { query: { status, page } }), `${status}|${page}`);

  return (
    <>
      <PageTitle title="Newsletter subscribers" />
      <div className="card filters filters-inline">
        {/* One choice, applied as it changes: nothing typed to lose. */}
        <SelectField
          label="State"
          none="Every state"
          options={STATES}
          optionLabel={labelOf}
          value={status}
          onChange={(chosen) => navigate(subscribersHref(chosen))}
        />
      </div>
      <Loaded
        load={list}
        loading="Loading subscribers…"
        empty={(data) => (data.subscribers.length ? null : `No subscribers${status ? ' in this state' : ' yet'}.`)}
        announce={(data) => `${counted(data.total, 'subscriber', 'subscribers')} found.`}
      >
        {(data) => (
          <>
            <p className="muted result-count">{counted(data.total, 'subscriber', 'subscribers')}, newest first</p>
            <DataTable
              label="Subscribers"
              stacked
              columns={COLUMNS}
              rows={data.subscribers}
              rowKey={(subscriber) => subscriber.id}
            />
            <Paging list={data} hrefOf={(next) => subscribersHref(status, next)} />
          </>
        )}
      </Loaded>
    </>
  );
}
