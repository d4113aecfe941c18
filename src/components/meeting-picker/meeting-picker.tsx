import { useHydrated } from '../../internal/hydration';
import type { HostProps } from '../../internal/react-element';
import { BookMeeting } from './book-meeting';
import { ManageMeeting } from './manage-meeting';

export interface MeetingPickerProps extends HostProps {
  /** book (default): choose a free time and book it; manage: the meeting of the page's ?token= link. */
  mode?: string;
  /** The booking API's address (<api>/bookings); its other routes are beside it. */
  endpoint?: string;
  /** The visitor's industry, so an advisor of that practice is offered where one is free. */
  industry?: string;
  /** The calculator's inputs as JSON (the cashflow-calculate event's detail.inputs): the advisor sees the figures. */
  calculation?: string;
  /** The report e-mail's signed lead reference; absent: the page's ?ref=. */
  leadRef?: string;
}

/**
 * Books a consultation in a free slot of the next days, or (mode="manage") shows the meeting of an
 * e-mailed link with buttons to cancel or move it. Its first view (prerendered, and React's first
 * render when it hydrates) says only that the times are loading: they depend on the clock, the
 * visitor's zone and the server, so they come after.
 */
export function MeetingPicker({ mode, endpoint, industry, calculation, leadRef }: MeetingPickerProps) {
  const hydrated = useHydrated();
  if (mode !== undefined && mode !== 'book' && mode !== 'manage' && hydrated)
    console.warn(`<meeting-picker>: ignored mode=${JSON.stringify(mode)}; expected book or manage.`);
  return (
    <div className="root picker" part="base">
      {mode === 'manage' ? (
        <ManageMeeting endpointAttribute={endpoint} awake={hydrated} />
      ) : (
        <BookMeeting
          endpointAttribute={endpoint}
          awake={hydrated}
          industry={industry}
          calculation={calculation}
          leadRef={leadRef}
        />
      )}
    </div>
  );
}
