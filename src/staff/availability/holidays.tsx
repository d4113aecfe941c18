import { useId, useState } from 'react';
import type { Holiday } from '../../contracts/booking-api';
import { call } from '../api';
import { Card } from '../card';
import { FormMessage } from '../form-message';
import { Loaded } from '../loaded';
import { useStaff } from '../staff-context';
import { useAction } from '../use-action';
import { useLoad } from '../use-load';

/** The firm's holidays, when nobody is booked: every account sees them, admins change them. */
export function Holidays() {
  const { isAdmin, announce } = useStaff();
  const list = useLoad(() => call('holidays'), 'holidays');
  const [date, setDate] = useState('');
  const [name, setName] = useState('');
  const saving = useAction();
  const ids = { date: useId(), name: useId() };

  const save = (holidays: Holiday[], said: string) =>
    void saving.run(async () => {
      list.setData(await call('updateHolidays', { body: { holidays } }));
      announce(said);
    });

  return (
    <Card title="Firm holidays">
      <FormMessage error={saving.error} />
      <Loaded
        load={list}
        loading="Loading the holidays…"
        empty={(data) => (data.holidays.length || isAdmin ? null : 'No holidays set.')}
      >
        {(data) => (
          <>
            {data.holidays.length ? (
              <ul className="chip-list">
                {[...data.holidays]
                  .sort((a, b) => a.date.localeCompare(b.date))
                  .map((holiday) => (
                    <li key={holiday.date}>
                      <time dateTime={holiday.date}>{holiday.date}</time> {holiday.name}{' '}
                      {isAdmin ? (
                        <button
                          type="button"
                          className="button button-ghost button-small"
                          disabled={saving.busy}
                          onClick={() =>
                            save(
                              data.holidays.filter((kept) => kept.date !== holiday.date),
                              `${holiday.name} removed.`,
                            )
                          }
                        >
                          Remove<span className="visually-hidden"> {holiday.name}</span>
                        </button>
                      ) : null}
                    </li>
                  ))}
              </ul>
            ) : (
              <p className="muted">No holidays set.</p>
            )}
            {isAdmin ? (
              <form
                className="inline-form"
                onSubmit={(event) => {
                  event.preventDefault();
                  const others = data.holidays.filter((kept) => kept.date !== date);
                  save([...others, { date, name: name.trim() }], `${name.trim()} added.`);
                  setDate('');
                  setName('');
                }}
              >
                <div className="field">
                  <label className="field-label" htmlFor={ids.date}>
                    Date
                  </label>
                  <input
                    id={ids.date}
                    className="input"
                    type="date"
                    required
                    value={date}
                    onChange={(event) => setDate(event.target.value)}
                  />
                </div>
                <div className="field">
                  <label className="field-label" htmlFor={ids.name}>
                    Name
                  </label>
                  <input
                    id={ids.name}
                    className="input"
                    required
                    maxLength={80}
                    value={name}
                    onChange={(event) => setName(event.target.value)}
                  />
                </div>
                <button type="submit" className="button button-secondary button-small" disabled={saving.busy}>
                  Add holiday
                </button>
              </form>
            ) : null}
          </>
        )}
      </Loaded>
    </Card>
  );
}
