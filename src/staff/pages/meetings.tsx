import type { MeetingListResponse } from '../../contracts/booking-api';
import { MEETING_STATUSES } from '../../contracts/booking-fields';
import { STAFF_PAGES } from '../../contracts/staff-fields';
import { call } from '../api';
import { accountLabel, counted, labelOf } from '../format';
import { Loaded } from '../loaded';
import { MeetingsToReassign } from '../meetings/reassign';
import { MeetingTable } from '../meetings/meeting-table';
import { navigate } from '../navigation';
import { PageTitle } from '../page-title';
import { Paging } from '../paging';
import { SelectField } from '../select-field';
import { useStaff } from '../staff-context';
import { useLoad } from '../use-load';

const WHEN = ['upcoming', 'past', 'all'] as const;
/** The advisor filter's value for everyone's meetings (absent is one's own). */
const EVERYONE = 'everyone';
const WHEN_LABEL: Record<(typeof WHEN)[number], string> = {
  upcoming: 'Upcoming, soonest first',
  past: 'Past, newest first',
  all: 'All, newest first',
};

/** The page's address for a filter: what Back, a reload and a shared link come back to. */
function meetingsHref(filter: { advisor: string; when: string; status: string }, page = 1): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) query.set(key, value);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${STAFF_PAGES.meetings}?${text}` : STAFF_PAGES.meetings;
}

/**
 * Meetings booked online, upcoming by default, for one advisor or everyone: when, with whom (their
 * lead's page has the figures, report and notes), the topic and the status to set after the call.
 */
export function MeetingsPage({ query }: { query: URLSearchParams }) {
  const { isAdmin, session } = useStaff();
  const accounts = useLoad(() => call('accounts'), 'accounts');
  // Each person starts at their own meetings; everyone's is ?advisor=everyone.
  const advisorParam = query.get('advisor') ?? session.account.id;
  const advisor = advisorParam === EVERYONE ? '' : advisorParam;
  const when = (WHEN as readonly string[]).includes(query.get('when') ?? '') ? query.get('when')! : 'upcoming';
  const status = (MEETING_STATUSES as readonly string[]).includes(query.get('status') ?? '')
    ? query.get('status')!
    : '';
  const page = Math.max(1, Number(query.get('page')) || 1);
  const filter = { advisor: advisorParam, when, status };
  const meetings = useLoad(
    () => call('meetings', { query: { advisor: advisor || undefined, when, status: status || undefined, page } }),
    `${advisor}|${when}|${status}|${page}`,
  );
  const go = (change: Partial<typeof filter>) => navigate(meetingsHref({ ...filter, ...change }), { replace: true });
  const known = accounts.data?.accounts ?? [];

  return (
    <>
      <PageTitle title="Meetings" />
      <form
        className="card filters"
        role="search"
        aria-label="Filter meetings"
        onSubmit={(event) => event.preventDefault()}
      >
        <SelectField
          label="Advisor"
          none="Everyone"
          options={known.map((account) => account.id)}
          optionLabel={(id) => accountLabel(known.find((account) => account.id === id) ?? null)}
          value={known.some((account) => account.id === advisor) ? advisor : ''}
          onChange={(value) => go({ advisor: value || EVERYONE })}
        />
        <SelectField
          label="When"
          options={WHEN}
          optionLabel={(value) => WHEN_LABEL[value]}
          value={when as (typeof WHEN)[number]}
          onChange={(value) => go({ when: value })}
        />
        <SelectField
          label="Status"
          none="Any status"
          options={MEETING_STATUSES}
          optionLabel={labelOf}
          value={status as (typeof MEETING_STATUSES)[number] | ''}
          onChange={(value) => go({ status: value })}
        />
      </form>
      <Loaded
        load={meetings}
        loading="Loading meetings…"
        empty={(data) => (data.meetings.length ? null : 'No meetings match.')}
      >
        {(data) => (
          <>
            {/* Not announced as a list's count is elsewhere: a status saved in place replaces this answer, and its own announcement must not be drowned out. */}
            <p className="muted result-count">{counted(data.total, 'meeting', 'meetings')}</p>
            <MeetingTable
              label="Meetings"
              meetings={data.meetings}
              onChanged={(changed) => meetings.setData(replaced(data, changed))}
            />
            <Paging list={data} hrefOf={(next) => meetingsHref(filter, next)} />
          </>
        )}
      </Loaded>
      {isAdmin ? <MeetingsToReassign accounts={known} /> : null}
    </>
  );
}

/** The list with one meeting replaced by its saved copy. */
export const replaced = (list: MeetingListResponse, changed: MeetingListResponse['meetings'][number]) => ({
  ...list,
  meetings: list.meetings.map((meeting) => (meeting.id === changed.id ? changed : meeting)),
});
