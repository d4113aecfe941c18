import { useState } from 'react';
import { RISK_COLOR } from '../../core/texts';
import { MEETING_STATUSES, type MeetingStatus } from '../../contracts/booking-fields';
import type { Meeting } from '../../contracts/booking-api';
import { call } from '../api';
import { DataTable, type Columns } from '../data-table';
import { accountLabel, formatDateTime, labelOf } from '../format';
import { leadPath } from '../router';
import { Link } from '../link';
import { useStaff } from '../staff-context';
import { useAction } from '../use-action';
import { FormMessage } from '../form-message';

const minutes = (meeting: Meeting) => Math.round((Date.parse(meeting.end) - Date.parse(meeting.start)) / 60_000);

/** Who a meeting is with, as its row's name: the lead's name or company, else its address. */
const visitorOf = (meeting: Meeting) =>
  meeting.lead ? meeting.lead.name || meeting.lead.company || meeting.lead.email : 'Erased person';

/**
 * A status that the meeting's advisor or an admin changes in place (cancelled e-mails the cancel to
 * both sides, so it asks first); others read it.
 */
function MeetingStatusField({ meeting, onChanged }: { meeting: Meeting; onChanged: (meeting: Meeting) => void }) {
  const { session, isAdmin, announce } = useStaff();
  const saving = useAction();
  const [cancelling, setCancelling] = useState(false);
  if (!isAdmin && meeting.advisor.id !== session.account.id)
    return <span className={`badge meeting-${meeting.status}`}>{labelOf(meeting.status)}</span>;
  const save = (status: MeetingStatus) =>
    void saving.run(async () => {
      const saved = await call('updateMeeting', { params: { id: meeting.id }, body: { status } });
      setCancelling(false);
      onChanged(saved);
      announce(`Meeting with ${visitorOf(meeting)}: ${labelOf(saved.status)}.`);
    });
  if (cancelling)
    return (
      <div className="confirm-inline">
        <p>Cancel it and e-mail the cancellation to both sides?</p>
        <button
          type="button"
          className="button button-danger button-small"
          disabled={saving.busy}
          onClick={() => save('cancelled')}
        >
          Yes, cancel<span className="visually-hidden"> the meeting with {visitorOf(meeting)}</span>
        </button>{' '}
        <button type="button" className="button button-secondary button-small" onClick={() => setCancelling(false)}>
          Keep it
        </button>
        <FormMessage error={saving.error} />
      </div>
    );
  return (
    <>
      <select
        className="select select-small"
        aria-label={`Status of the meeting with ${visitorOf(meeting)}`}
        value={meeting.status}
        disabled={saving.busy}
        onChange={(event) => {
          const status = event.target.value as MeetingStatus;
          if (status === 'cancelled') setCancelling(true);
          else if (status !== meeting.status) save(status);
        }}
      >
        {MEETING_STATUSES.map((status) => (
          <option key={status} value={status}>
            {labelOf(status)}
          </option>
        ))}
      </select>
      <FormMessage error={saving.error} />
    </>
  );
}

/** Meetings as a table: when, with whom (a link to their lead), the advisor, the topic, the status. */
export function MeetingTable({
  label,
  meetings,
  onChanged,
  showAdvisor = true,
}: {
  label: string;
  meetings: readonly Meeting[];
  onChanged: (meeting: Meeting) => void;
  showAdvisor?: boolean;
}) {
  const columns: Columns<Meeting> = [
    {
      header: 'When',
      cell: (meeting) => (
        <>
          <time dateTime={meeting.start}>{formatDateTime(meeting.start)}</time>{' '}
          <span className="muted">({minutes(meeting)} min)</span>
        </>
      ),
    },
    {
      header: 'With',
      cell: (meeting) =>
        meeting.lead ? (
          <>
            <Link href={leadPath(meeting.lead.id)}>{visitorOf(meeting)}</Link>
            {meeting.lead.company && meeting.lead.name ? (
              <span className="muted"> · {meeting.lead.company}</span>
            ) : null}
            {meeting.lead.riskLevel ? (
              <>
                {' '}
                <span className={`badge tone-${RISK_COLOR[meeting.lead.riskLevel]}`}>
                  {meeting.lead.riskLevel} risk
                </span>
              </>
            ) : null}
          </>
        ) : (
          visitorOf(meeting)
        ),
    },
    ...(showAdvisor ? [{ header: 'Advisor', cell: (meeting: Meeting) => accountLabel(meeting.advisor) }] : []),
    { header: 'Topic', cell: (meeting) => meeting.topic || '—', wrap: true },
    {
      header: 'Their time zone',
      cell: (meeting) => meeting.visitorTimeZone,
    },
    {
      header: 'Status',
      cell: (meeting) => <MeetingStatusField meeting={meeting} onChanged={onChanged} />,
    },
  ];
  return <DataTable label={label} stacked columns={columns} rows={meetings} rowKey={(meeting) => meeting.id} />;
}
