import { timeZoneName } from '../../core/slot-times';

/**
 * Which zone the times are in, named: the visitor's own, or the firm's when the server does not know
 * the zone the browser reported (or it reported none), which is then said in so many words.
 */
export function ZoneNote({
  timeZone,
  replaced,
  browserZone,
}: {
  timeZone: string;
  replaced: boolean;
  browserZone: string | undefined;
}) {
  const name = timeZoneName(timeZone);
  return (
    <p className="zone-note" part="zone-note">
      {replaced ? (
        <>
          Times are shown in <strong>{name}</strong>, our office’s time zone:{' '}
          {browserZone
            ? `your browser’s time zone (${browserZone}) is not one we know.`
            : 'your browser did not tell us its time zone.'}
        </>
      ) : (
        <>
          Times are shown in your time zone, <strong>{name}</strong>.
        </>
      )}
    </p>
  );
}
