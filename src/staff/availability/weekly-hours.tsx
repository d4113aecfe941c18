import { WEEKDAYS, type TimeRange, type Weekday, type WeeklyHours } from '../../contracts/booking-fields';
import { labelOf } from '../format';

/**
 * The hours of each weekday as spans ("from" to "until", 24-hour times on the 5-minute mark), any
 * number a day: a day without one takes no bookings. The zone is the firm's, named in the legend.
 */
export function WeeklyHoursFields({
  hours,
  zoneName,
  onChange,
}: {
  hours: WeeklyHours;
  zoneName: string;
  onChange: (hours: WeeklyHours) => void;
}) {
  const setDay = (day: Weekday, ranges: TimeRange[]) => onChange({ ...hours, [day]: ranges });
  return (
    <fieldset className="weekly-hours">
      <legend className="field-label">Weekly hours ({zoneName})</legend>
      {WEEKDAYS.map((day) => {
        const ranges = hours[day];
        return (
          <div key={day} className="weekday" role="group" aria-label={labelOf(day)}>
            <p className="weekday-name">{labelOf(day)}</p>
            <div className="weekday-spans">
              {ranges.length === 0 ? <p className="muted">No bookings</p> : null}
              {ranges.map((range, index) => (
                <div key={index} className="span-row">
                  <label>
                    <span className="visually-hidden">
                      {labelOf(day)}, span {index + 1}:{' '}
                    </span>
                    From{' '}
                    <input
                      className="input input-time"
                      type="time"
                      step={300}
                      required
                      value={range.from}
                      onChange={(event) =>
                        setDay(
                          day,
                          ranges.map((kept, at) => (at === index ? { ...kept, from: event.target.value } : kept)),
                        )
                      }
                    />
                  </label>
                  <label>
                    <span className="visually-hidden">
                      {labelOf(day)}, span {index + 1}:{' '}
                    </span>
                    until{' '}
                    <input
                      className="input input-time"
                      type="time"
                      step={300}
                      required
                      value={range.to}
                      onChange={(event) =>
                        setDay(
                          day,
                          ranges.map((kept, at) => (at === index ? { ...kept, to: event.target.value } : kept)),
                        )
                      }
                    />
                  </label>
                  <button
                    type="button"
                    className="button button-ghost button-small"
                    onClick={() =>
                      setDay(
                        day,
                        ranges.filter((_, at) => at !== index),
                      )
                    }
                  >
                    Remove
                    <span className="visually-hidden">
                      {' '}
                      {labelOf(day)} span {index + 1}
                    </span>
                  </button>
                </div>
              ))}
              <button
                type="button"
                className="button button-secondary button-small"
                onClick={() => setDay(day, [...ranges, nextSpan(ranges)])}
              >
                Add hours<span className="visually-hidden"> on {labelOf(day)}</span>
              </button>
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}

/** A new span after the day's last one (or the firm's morning on an empty day). */
function nextSpan(ranges: readonly TimeRange[]): TimeRange {
  const last = ranges.at(-1);
  if (!last) return { from: '08:00', to: '12:00' };
  const [hour = 0, minute = 0] = last.to.split(':').map(Number);
  const from = Math.min(hour * 60 + minute + 60, 22 * 60);
  const hhmm = (total: number) =>
    `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  return { from: hhmm(from), to: hhmm(Math.min(from + 120, 24 * 60 - 5)) };
}
