import { STAFF_PAGES } from '../../contracts/staff-fields';
import { call } from '../api';
import { AvailabilityForm } from '../availability/availability-form';
import { CaldavSettings } from '../availability/caldav-settings';
import { CalendarFeed } from '../availability/calendar-feed';
import { Holidays } from '../availability/holidays';
import { accountLabel } from '../format';
import { Loaded } from '../loaded';
import { navigate } from '../navigation';
import { PageTitle } from '../page-title';
import { SelectField } from '../select-field';
import { useStaff } from '../staff-context';
import { useLoad } from '../use-load';

/**
 * When each advisor takes bookings: one's own hours and rules (an admin also anyone's, by
 * ?advisor=), the firm's holidays, and one's own calendar feed and calendar server.
 */
export function AvailabilityPage({ query }: { query: URLSearchParams }) {
  const { isAdmin, session } = useStaff();
  const own = session.account.id;
  const id = (isAdmin && query.get('advisor')) || own;
  const accounts = useLoad(() => (isAdmin ? call('accounts') : Promise.resolve({ accounts: [] })), 'accounts');
  const availability = useLoad(() => call('availability', { params: { id } }), id);
  const known = accounts.data?.accounts ?? [];
  const whose = id === own ? 'Your' : `${accountLabel(known.find((account) => account.id === id) ?? null)}’s`;

  return (
    <>
      <PageTitle title="Availability" />
      {isAdmin && known.length > 0 ? (
        <form className="card filters" aria-label="Choose an account" onSubmit={(event) => event.preventDefault()}>
          <SelectField
            label="Whose availability"
            options={known.map((account) => account.id)}
            optionLabel={(option) =>
              option === own ? 'Yours' : accountLabel(known.find((account) => account.id === option) ?? null)
            }
            value={id}
            onChange={(value) =>
              navigate(
                value === own
                  ? STAFF_PAGES.availability
                  : `${STAFF_PAGES.availability}?advisor=${encodeURIComponent(value)}`,
              )
            }
          />
        </form>
      ) : null}
      <Loaded load={availability} loading="Loading the availability…">
        {(data) => <AvailabilityForm key={data.accountId} loaded={data} whose={whose} onSaved={availability.setData} />}
      </Loaded>
      <Holidays />
      {id === own ? (
        <>
          <CalendarFeed />
          <CaldavSettings />
        </>
      ) : null}
    </>
  );
}
