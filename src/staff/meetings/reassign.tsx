import { useState } from 'react';
import type { Meeting } from '../../contracts/booking-api';
import type { AccountSummary } from '../../contracts/staff-api';
import { call } from '../api';
import { Card } from '../card';
import { accountLabel, formatDateTime } from '../format';
import { FormMessage } from '../form-message';
import { Link } from '../link';
import { Loaded } from '../loaded';
import { leadPath } from '../router';
import { useStaff } from '../staff-context';
import { useAction } from '../use-action';
import { useLoad } from '../use-load';

/** Admins: the future meetings of disabled accounts, each to give to an advisor who is free then. */
export function MeetingsToReassign({ accounts }: { accounts: readonly AccountSummary[] }) {
  const list = useLoad(() => call('meetingsToReassign'), 'meetings-to-reassign');
  return (
    <Card title="Meetings of disabled accounts">
      <Loaded
        load={list}
        loading="Loading the meetings to reassign…"
        empty={(data) => (data.meetings.length ? null : 'No disabled account has a meeting ahead.')}
      >
        {(data) => (
          <ul className="reassign-list">
            {data.meetings.map((meeting) => (
              <Reassign
                key={meeting.id}
                meeting={meeting}
                accounts={accounts}
                onDone={() => list.setData({ meetings: data.meetings.filter((kept) => kept.id !== meeting.id) })}
              />
            ))}
          </ul>
        )}
      </Loaded>
    </Card>
  );
}

function Reassign({
  meeting,
  accounts,
  onDone,
}: {
  meeting: Meeting;
  accounts: readonly AccountSummary[];
  onDone: () => void;
}) {
  const { announce } = useStaff();
  const [advisorId, setAdvisorId] = useState('');
  const saving = useAction();
  const candidates = accounts.filter((account) => account.id !== meeting.advisor.id && !account.disabled);
  const who = meeting.lead ? meeting.lead.name || meeting.lead.email : 'an erased person';
  return (
    <li>
      <p>
        <time dateTime={meeting.start}>{formatDateTime(meeting.start)}</time> with{' '}
        {meeting.lead ? <Link href={leadPath(meeting.lead.id)}>{who}</Link> : who}, booked with{' '}
        {accountLabel(meeting.advisor)}
      </p>
      <form
        className="inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          void saving.run(async () => {
            await call('updateMeeting', { params: { id: meeting.id }, body: { advisorId } });
            announce(`The meeting with ${who} is reassigned.`);
            onDone();
          });
        }}
      >
        <label className="field">
          <span className="field-label">New advisor</span>
          <select className="select" required value={advisorId} onChange={(event) => setAdvisorId(event.target.value)}>
            <option value="">Choose an advisor</option>
            {candidates.map((account) => (
              <option key={account.id} value={account.id}>
                {accountLabel(account)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button-primary button-small" disabled={!advisorId || saving.busy}>
          Reassign
        </button>
      </form>
      <FormMessage error={saving.error} />
    </li>
  );
}
