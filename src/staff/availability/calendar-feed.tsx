import { useId, useState } from 'react';
import { call } from '../api';
import { Card } from '../card';
import { formatDateTime } from '../format';
import { FormMessage } from '../form-message';
import { Loaded } from '../loaded';
import { useStaff } from '../staff-context';
import { useAction } from '../use-action';
import { useLoad } from '../use-load';

/**
 * The caller's private iCalendar feed of their meetings, for a calendar app to subscribe to. Its
 * address is a secret shown once, when made (the server keeps only its hash); making a new one or
 * revoking stops the old one.
 */
export function CalendarFeed() {
  const { announce } = useStaff();
  const feed = useLoad(() => call('calendarFeed'), 'calendar-feed');
  const [made, setMade] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const acting = useAction();
  const urlId = useId();

  const make = () =>
    void acting.run(async () => {
      const created = await call('createCalendarFeed');
      setMade(created.url);
      setCopied(false);
      feed.setData({ active: true, createdAt: created.createdAt });
      announce('A new feed address is made; the previous one no longer works.');
    });
  const revoke = () =>
    void acting.run(async () => {
      await call('revokeCalendarFeed');
      setMade(null);
      feed.setData({ active: false, createdAt: null });
      announce('The feed address is revoked.');
    });
  const copy = (url: string) =>
    void acting.run(async () => {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      announce('Feed address copied.');
    });

  return (
    <Card title="Your calendar feed">
      <p className="muted">
        Subscribe your calendar app to this private address to see your meetings there. Anyone with the address can read
        your meetings: keep it to yourself, and revoke it if it leaks.
      </p>
      <Loaded load={feed} loading="Loading your feed…">
        {(data) => (
          <>
            {made ? (
              <div className="field">
                <label className="field-label" htmlFor={urlId}>
                  Feed address (shown once)
                </label>
                <div className="copy-row">
                  <input
                    id={urlId}
                    className="input"
                    readOnly
                    value={made}
                    onFocus={(event) => event.target.select()}
                  />
                  <button type="button" className="button button-secondary button-small" onClick={() => copy(made)}>
                    {copied ? 'Copied' : 'Copy'}
                  </button>
                </div>
              </div>
            ) : data.active && data.createdAt ? (
              <p>
                Active since {formatDateTime(data.createdAt)}. The address was shown when it was made; make a new one to
                see it again.
              </p>
            ) : (
              <p>You have no feed address.</p>
            )}
            <div className="actions">
              <button
                type="button"
                className="button button-secondary button-small"
                disabled={acting.busy}
                onClick={make}
              >
                {data.active ? 'Make a new address' : 'Make a feed address'}
              </button>
              {data.active ? (
                <button
                  type="button"
                  className="button button-danger button-small"
                  disabled={acting.busy}
                  onClick={revoke}
                >
                  Revoke
                </button>
              ) : null}
            </div>
          </>
        )}
      </Loaded>
      <FormMessage error={acting.error} />
    </Card>
  );
}
