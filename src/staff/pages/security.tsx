import { useState, type FormEvent } from 'react';
import { call, setCsrfToken } from '../api';
import type { ChangePasswordRequest, Passkey, PasskeySignInVerifyRequest } from '../../contracts/staff-api';
import { formatDateTime } from '../format';
import { FormMessage } from '../form-message';
import { Loaded } from '../loaded';
import { PageTitle } from '../page-title';
import { addPasskey, browserSupportsWebAuthn, passkeyMessage, assertPasskey } from '../passkeys';
import { NewPasswordFields, useNewPassword } from '../password-fields';
import { useStaff } from '../staff-context';
import { useAction } from '../use-action';
import { useLoad } from '../use-load';
import { TextField } from '../../ui/text-field';
import { Card } from '../card';

/** The signed-in person's ways in: passkeys (add, list, remove) and the password. */
export function SecurityPage() {
  return (
    <>
      <PageTitle title="Security" />
      <Passkeys />
      <ChangePassword />
    </>
  );
}

function Passkeys() {
  const { announce } = useStaff();
  const list = useLoad(() => call('passkeys'), 'passkeys');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  /** An assertion of one of the person's passkeys, in place of the password. */
  const [confirmed, setConfirmed] = useState<PasskeySignInVerifyRequest | null>(null);
  const adding = useAction(passkeyMessage);
  const confirming = useAction(passkeyMessage);
  const removing = useAction();
  const passkeys = list.data?.passkeys ?? [];

  const add = (event: FormEvent) => {
    event.preventDefault();
    void adding.run(async () => {
      // A passkey's assertion is good once: whatever the answer, the next try asks again.
      setConfirmed(null);
      const added = await addPasskey(name.trim(), confirmed ? { passkey: confirmed } : { currentPassword: password });
      list.setData({ passkeys: [...passkeys, added] });
      setName('');
      setPassword('');
      announce(`Passkey "${added.name}" added.`);
    });
  };

  const remove = (passkey: Passkey) =>
    void removing.run(async () => {
      await call('deletePasskey', { params: { id: passkey.id } });
      list.setData({ passkeys: passkeys.filter((kept) => kept.id !== passkey.id) });
      announce(`Passkey "${passkey.name}" removed.`);
    });

  return (
    <Card title="Passkeys">
      <p className="muted">
        A passkey signs you in with this device's screen lock or a security key, instead of your password.
      </p>
      <FormMessage error={removing.error} />
      <Loaded
        load={list}
        loading="Loading your passkeys…"
        empty={(data) => (data.passkeys.length ? null : 'You have no passkeys yet.')}
      >
        {(data) => (
          <ul className="passkey-list">
            {data.passkeys.map((passkey) => (
              <li key={passkey.id}>
                <div>
                  <p className="passkey-name">{passkey.name}</p>
                  <p className="muted">
                    Added {formatDateTime(passkey.createdAt)}
                    {passkey.lastUsedAt ? `, last used ${formatDateTime(passkey.lastUsedAt)}` : ', not used yet'}
                  </p>
                </div>
                <button
                  type="button"
                  className="button button-danger button-small"
                  disabled={removing.busy}
                  onClick={() => remove(passkey)}
                >
                  Remove<span className="visually-hidden"> passkey {passkey.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
      {browserSupportsWebAuthn() ? (
        <form className="inline-form" onSubmit={add}>
          <TextField
            label="Name of the new passkey"
            optional={'(optional, e.g. "Work laptop")'}
            name="passkey-name"
            maxLength={60}
            value={name}
            onChange={setName}
          />
          {confirmed ? (
            <p role="status">Confirmed with your passkey.</p>
          ) : (
            <TextField
              label="Your current password"
              type="password"
              name="passkey-current-password"
              autoComplete="current-password"
              required
              value={password}
              onChange={setPassword}
            />
          )}
          {passkeys.length > 0 && !confirmed ? (
            <button
              type="button"
              className="button button-small"
              disabled={confirming.busy}
              onClick={() => void confirming.run(async () => setConfirmed(await assertPasskey()))}
            >
              Confirm with a passkey instead
            </button>
          ) : null}
          <button type="submit" className="button button-primary" disabled={adding.busy}>
            {adding.busy ? 'Waiting for your device…' : 'Add a passkey'}
          </button>
        </form>
      ) : (
        <p className="muted">This browser cannot create passkeys.</p>
      )}
      <FormMessage error={adding.error ?? confirming.error} />
    </Card>
  );
}

function ChangePassword() {
  const [changed, setChanged] = useState(false);
  const [current, setCurrent] = useState('');
  const next = useNewPassword('newPassword');
  const action = useAction();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!next.accepted()) return;
    setChanged(false);
    void action.run(async () => {
      const request: ChangePasswordRequest = { currentPassword: current, newPassword: next.password };
      try {
        // Every session of the account ended, and this browser got a new one with a new token.
        setCsrfToken((await call('changePassword', { body: request })).csrfToken);
      } catch (error) {
        if (next.refused(error)) return;
        throw error;
      }
      setCurrent('');
      next.clear();
      setChanged(true);
    });
  };

  return (
    <Card title="Change your password">
      <form className="stack narrow" onSubmit={submit}>
        <TextField
          label="Current password"
          type="password"
          name="current-password"
          autoComplete="current-password"
          required
          value={current}
          onChange={setCurrent}
        />
        <NewPasswordFields {...next.fields} />
        <FormMessage error={action.error} />
        {changed ? (
          <p className="notice" role="status">
            Password changed. Your other sessions have ended.
          </p>
        ) : null}
        <div>
          <button type="submit" className="button button-primary" disabled={action.busy}>
            {action.busy ? 'Changing…' : 'Change password'}
          </button>
        </div>
      </form>
    </Card>
  );
}
