import { useState } from 'react';
import { LEAD_FIELDS } from '../../contracts/lead-fields';
import { call, staffUrl } from '../api';
import { STAFF_PAGES } from '../../contracts/staff-fields';
import type { AccountSummary, EraseCounts, LeadDetail } from '../../contracts/staff-api';
import { describeCounts, EraseDialog } from '../erase-dialog';
import { formatDateTime, labelOf } from '../format';
import { Calculation } from '../lead/calculation';
import { Deliveries } from '../lead/deliveries';
import { History } from '../lead/history';
import { LeadMeetings } from '../lead/meetings';
import { Notes } from '../lead/notes';
import { WorkOnLead } from '../lead/work';
import { Link } from '../link';
import { Loaded } from '../loaded';
import { PageTitle } from '../page-title';
import { useStaff } from '../staff-context';
import { useLoad } from '../use-load';
import { Card } from '../card';

/** What the person sent, in the form's own words (LEAD_FIELDS labels). */
const SENT_FIELDS = [
  'email',
  'phone',
  'company',
  'industry',
  'lineOfBusiness',
  'financialChallenge',
  'message',
  'page',
] as const;

export function LeadPage({ id }: { id: string }) {
  const { isAdmin } = useStaff();
  const lead = useLoad(() => call('lead', { params: { id } }), id);
  const accounts = useLoad(() => call('accounts'), 'accounts');
  const [erasing, setErasing] = useState(false);
  const [erased, setErased] = useState<{ email: string; counts: EraseCounts } | null>(null);

  const data = lead.data;
  const known = accounts.data?.accounts ?? [];
  const title = erased ? 'Person erased' : data ? data.name || data.email : 'Lead';
  return (
    <>
      <p className="breadcrumb">
        <Link href={STAFF_PAGES.inbox}>Inbox</Link>
      </p>
      <div className="page-head">
        {/* After an erasure the dialog's button is gone: focus goes to the new heading. */}
        <PageTitle title={title} focus={Boolean(erased)} />
        {data && !erased ? (
          <div className="actions">
            {data.hasReport ? (
              <a
                className="button button-secondary button-small"
                href={staffUrl('report', { params: { id: data.id } })}
              >
                PDF report
              </a>
            ) : null}
            {isAdmin ? (
              <button type="button" className="button button-danger button-small" onClick={() => setErasing(true)}>
                Erase this person…
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
      {erased ? (
        <p className="notice" role="status">
          Erased {describeCounts(erased.counts)} of {erased.email}.
        </p>
      ) : (
        <Loaded load={lead} loading="Loading the lead…">
          {(loaded) => <LeadContent data={loaded} accounts={known} onChange={lead.setData} />}
        </Loaded>
      )}
      {isAdmin && data ? (
        <EraseDialog
          open={erasing}
          email={data.email}
          onClose={() => setErasing(false)}
          onErased={(email, counts) => {
            setErasing(false);
            setErased({ email, counts });
          }}
        />
      ) : null}
    </>
  );
}

function LeadContent({
  data,
  accounts,
  onChange,
}: {
  data: LeadDetail;
  accounts: readonly AccountSummary[];
  onChange: (lead: LeadDetail) => void;
}) {
  return (
    <>
      <p className="lead-badges">
        <span className="badge">{labelOf(data.kind)}</span>{' '}
        <span className={`badge status-${data.status}`}>{labelOf(data.status)}</span>{' '}
        <span className="muted">
          Received <time dateTime={data.createdAt}>{formatDateTime(data.createdAt)}</time>
        </span>
      </p>
      <div className="lead-grid">
        <div className="lead-main">
          <Card title="What they sent">
            <dl className="facts">
              <div>
                <dt>{LEAD_FIELDS.name.label}</dt>
                <dd>{data.name ?? '—'}</dd>
              </div>
              {SENT_FIELDS.map((field) => (
                <div key={field}>
                  <dt>{LEAD_FIELDS[field].label}</dt>
                  <dd className="wrap">
                    {field === 'email' ? <a href={`mailto:${data.email}`}>{data.email}</a> : (data[field] ?? '—')}
                  </dd>
                </div>
              ))}
              <div>
                <dt>Consent to be contacted</dt>
                <dd>{data.consent === null ? '—' : data.consent ? 'Yes' : 'No'}</dd>
              </div>
            </dl>
          </Card>
          {data.calculation ? <Calculation calculation={data.calculation} /> : null}
          <LeadMeetings leadId={data.id} />
          <Deliveries deliveries={data.deliveries} />
        </div>
        <div className="lead-side">
          <WorkOnLead lead={data} accounts={accounts} onSaved={onChange} />
          <Notes
            leadId={data.id}
            notes={data.notes}
            onAdded={(note) => onChange({ ...data, notes: [...data.notes, note] })}
          />
          <History history={data.history} accounts={accounts} />
        </div>
      </div>
    </>
  );
}
