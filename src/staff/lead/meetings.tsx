import { call } from '../api';
import { Card } from '../card';
import { Loaded } from '../loaded';
import { MeetingTable } from '../meetings/meeting-table';
import { replaced } from '../pages/meetings';
import { useLoad } from '../use-load';

/** A lead's meetings booked online, newest first, with their status to set after the call. */
export function LeadMeetings({ leadId }: { leadId: string }) {
  const meetings = useLoad(() => call('meetings', { query: { leadId, when: 'all' } }), leadId);
  return (
    <Card title="Meetings">
      <Loaded
        load={meetings}
        loading="Loading the meetings…"
        empty={(data) => (data.meetings.length ? null : 'No meeting booked online.')}
      >
        {(data) => (
          <MeetingTable
            label="Meetings with this lead"
            meetings={data.meetings}
            onChanged={(changed) => meetings.setData(replaced(data, changed))}
          />
        )}
      </Loaded>
    </Card>
  );
}
