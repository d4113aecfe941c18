import { useId, useState, type FormEvent } from 'react';
import { BUFFER_MINUTES, MEETING_MINUTES } from '../../contracts/booking-fields';
import type { Availability, AvailabilityResponse } from '../../contracts/booking-api';
import { INDUSTRIES } from '../../core/types';
import { timeZoneName } from '../../core/slot-times';
import { ApiError, call, messageOf } from '../api';
import { Card } from '../card';
import { FormMessage } from '../form-message';
import { useStaff } from '../staff-context';
import { useAction } from '../use-action';
import { WeeklyHoursFields } from './weekly-hours';

/** The refusal's sentence with each field's problem after it ("weeklyHours.monday.0: The end must be after the start."). */
const describe = (error: unknown): string => {
  const fields = error instanceof ApiError ? Object.entries(error.failure.fields ?? {}) : [];
  return [messageOf(error), ...fields.map(([field, problem]) => `${field}: ${problem}`)].join(' ');
};

const editable = ({
  takesBookings,
  weeklyHours,
  meetingMinutes,
  bufferMinutes,
  daysOff,
  industries,
}: Availability) => ({
  takesBookings,
  weeklyHours,
  meetingMinutes,
  bufferMinutes,
  daysOff,
  industries,
});

/** One account's bookable hours and rules, saved whole (PUT availability/:id). */
export function AvailabilityForm({
  loaded,
  whose,
  onSaved,
}: {
  loaded: AvailabilityResponse;
  /** "Your" or the advisor's name. */
  whose: string;
  onSaved: (saved: AvailabilityResponse) => void;
}) {
  const { announce } = useStaff();
  const [form, setForm] = useState<Availability>(() => editable(loaded));
  const [dayOff, setDayOff] = useState('');
  const saving = useAction(describe);
  const ids = { takes: useId(), minutes: useId(), buffer: useId(), dayOff: useId() };
  const set = <K extends keyof Availability>(key: K, value: Availability[K]) => setForm({ ...form, [key]: value });

  const save = (event: FormEvent) => {
    event.preventDefault();
    void saving.run(async () => {
      const saved = await call('updateAvailability', { params: { id: loaded.accountId }, body: form });
      onSaved(saved);
      setForm(editable(saved));
      announce('Availability saved.');
    });
  };

  return (
    <Card title={`${whose} availability`}>
      {loaded.isDefault ? (
        <p className="muted">Not saved yet: these are the defaults (the firm’s published hours for an advisor).</p>
      ) : null}
      <form className="availability-form" onSubmit={save}>
        <div className="checkbox-field">
          <input
            id={ids.takes}
            type="checkbox"
            checked={form.takesBookings}
            onChange={(event) => set('takesBookings', event.target.checked)}
          />
          <label htmlFor={ids.takes}>Take bookings online</label>
        </div>
        <WeeklyHoursFields
          hours={form.weeklyHours}
          zoneName={timeZoneName(loaded.firmTimeZone)}
          onChange={(hours) => set('weeklyHours', hours)}
        />
        <div className="field-row">
          <div className="field">
            <label className="field-label" htmlFor={ids.minutes}>
              Meeting length (minutes)
            </label>
            <input
              id={ids.minutes}
              className="input"
              type="number"
              min={MEETING_MINUTES.min}
              max={MEETING_MINUTES.max}
              step={5}
              required
              value={form.meetingMinutes}
              onChange={(event) => set('meetingMinutes', event.target.valueAsNumber)}
            />
          </div>
          <div className="field">
            <label className="field-label" htmlFor={ids.buffer}>
              Buffer between meetings (minutes)
            </label>
            <input
              id={ids.buffer}
              className="input"
              type="number"
              min={BUFFER_MINUTES.min}
              max={BUFFER_MINUTES.max}
              step={5}
              required
              value={form.bufferMinutes}
              onChange={(event) => set('bufferMinutes', event.target.valueAsNumber)}
            />
          </div>
        </div>
        <fieldset>
          <legend className="field-label">Industries you serve</legend>
          <p className="muted">Visitors who name one of these are offered your times first.</p>
          {INDUSTRIES.map((industry) => (
            <label key={industry} className="checkbox-field">
              <input
                type="checkbox"
                checked={form.industries.includes(industry)}
                onChange={(event) =>
                  set(
                    'industries',
                    event.target.checked
                      ? [...form.industries, industry]
                      : form.industries.filter((kept) => kept !== industry),
                  )
                }
              />
              {industry}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend className="field-label">Days off</legend>
          {form.daysOff.length ? (
            <ul className="chip-list">
              {form.daysOff.map((day) => (
                <li key={day}>
                  <time dateTime={day}>{day}</time>{' '}
                  <button
                    type="button"
                    className="button button-ghost button-small"
                    onClick={() =>
                      set(
                        'daysOff',
                        form.daysOff.filter((kept) => kept !== day),
                      )
                    }
                  >
                    Remove<span className="visually-hidden"> day off {day}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">None.</p>
          )}
          <div className="inline-form">
            <div className="field">
              <label className="field-label" htmlFor={ids.dayOff}>
                Add a day off
              </label>
              <input
                id={ids.dayOff}
                className="input"
                type="date"
                value={dayOff}
                onChange={(event) => setDayOff(event.target.value)}
              />
            </div>
            <button
              type="button"
              className="button button-secondary button-small"
              disabled={!dayOff || form.daysOff.includes(dayOff)}
              onClick={() => {
                set('daysOff', [...form.daysOff, dayOff].sort());
                setDayOff('');
              }}
            >
              Add day off
            </button>
          </div>
        </fieldset>
        <FormMessage error={saving.error} />
        <button type="submit" className="button button-primary" disabled={saving.busy}>
          {saving.busy ? 'Saving…' : 'Save availability'}
        </button>
      </form>
    </Card>
  );
}
