import { useState, type FormEvent } from 'react';
import type { CaldavResponse } from '../../contracts/booking-api';
import { call } from '../api';
import { Card } from '../card';
import { formatDateTime } from '../format';
import { FormMessage } from '../form-message';
import { Loaded } from '../loaded';
import { useStaff } from '../staff-context';
import { useAction } from '../use-action';
import { useLoad } from '../use-load';
import { TextField } from '../../ui/text-field';

/**
 * The caller's own calendar server (CalDAV): busy times there are kept free of bookings, and each
 * booking is written there. The password is sent, checked by the server and kept encrypted; it is
 * never sent back, so its field always starts empty.
 */
export function CaldavSettings() {
  const settings = useLoad(() => call('caldav'), 'caldav');
  return (
    <Card title="Your calendar server (CalDAV)">
      <Loaded load={settings} loading="Loading your calendar settings…">
        {(data) => <CaldavForm loaded={data} onSaved={settings.setData} />}
      </Loaded>
    </Card>
  );
}

function CaldavForm({ loaded, onSaved }: { loaded: CaldavResponse; onSaved: (settings: CaldavResponse) => void }) {
  const { announce } = useStaff();
  const [url, setUrl] = useState(loaded.url ?? '');
  const [username, setUsername] = useState(loaded.username ?? '');
  const [password, setPassword] = useState('');
  const acting = useAction();

  const save = (event: FormEvent) => {
    event.preventDefault();
    void acting.run(async () => {
      onSaved(await call('updateCaldav', { body: { url, username, password } }));
      setPassword('');
      announce('Calendar server saved.');
    });
  };
  const remove = () =>
    void acting.run(async () => {
      await call('deleteCaldav');
      onSaved({ configured: false, url: null, username: null, lastSyncedAt: null, lastError: null });
      setUrl('');
      setUsername('');
      setPassword('');
      announce('Calendar server removed.');
    });

  return (
    <form className="availability-form" onSubmit={save}>
      {loaded.configured ? (
        <p>
          Connected
          {loaded.lastSyncedAt ? `, last synced ${formatDateTime(loaded.lastSyncedAt)}` : ', not synced yet'}.
        </p>
      ) : (
        <p className="muted">Not connected.</p>
      )}
      {loaded.lastError ? (
        <p className="form-error" role="alert">
          Last problem: {loaded.lastError}
        </p>
      ) : null}
      <TextField
        label="Calendar address"
        optional="(the calendar collection's URL)"
        name="caldav-url"
        type="url"
        required
        value={url}
        onChange={setUrl}
      />
      <TextField
        label="User name"
        name="caldav-username"
        autoComplete="off"
        required
        value={username}
        onChange={setUsername}
      />
      <TextField
        label="Password"
        optional={loaded.configured ? '(enter it again to save changes)' : undefined}
        name="caldav-password"
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={setPassword}
      />
      <FormMessage error={acting.error} />
      <div className="actions">
        <button type="submit" className="button button-primary" disabled={acting.busy}>
          {acting.busy ? 'Checking…' : 'Save and check'}
        </button>
        {loaded.configured ? (
          <button type="button" className="button button-danger" disabled={acting.busy} onClick={remove}>
            Disconnect
          </button>
        ) : null}
      </div>
    </form>
  );
}
