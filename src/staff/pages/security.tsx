import { useId, useState, type FormEvent } from 'react';
import { call, ApiError, setCsrfToken } from '../api';
import type { ChangePasswordRequest, Passkey } from '../../contracts/staff-api';
import { formatDateTime } from '../format';
import { FormMessage } from '../form-message';
import { PageTitle } from '../page-title';
import { addPasskey, browserSupportsWebAuthn, passkeyMessage } from '../passkeys';
import { newPasswordProblem, NewPasswordFields, type NewPassword } from '../password-fields';
import { useStaff } from '../staff-context';
import { useAction } from '../use-action';
import { useLoad } from '../use-load';
import { TextField } from '../../ui/text-field';

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
  const id = useId();
  const { announce } = useStaff();
  const list = useLoad(() => call('passkeys'), 'passkeys');
  const [name, setName] = useState('');
  const adding = useAction(passkeyMessage);
  const removing = useAction();
  const passkeys = list.data?.passkeys ?? [];

  const add = (event: FormEvent) => {
    event.preventDefault();
    void adding.run(async () => {
      const added = await addPasskey(name.trim());
      list.setData({ passkeys: [...passkeys, added] });
      setName('');
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
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        Passkeys
      </h2>
      <p className="muted">
        A passkey signs you in with this device's screen lock or a security key, instead of your password.
      </p>
      <FormMessage error={list.error ?? removing.error} />
      {passkeys.length ? (
        <ul className="passkey-list">
          {passkeys.map((passkey) => (
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
      ) : list.data ? (
        <p>You have no passkeys yet.</p>
      ) : null}
      {browserSupportsWebAuthn() ? (
        <form className="inline-form" onSubmit={add}>
          <div className="field">
            <label className="field-label" htmlFor={`${id}-name`}>
              Name of the new passkey <span className="optional">(optional, e.g. "Work laptop")</span>
            </label>
            <input
              id={`${id}-name`}
              className="input"
              maxLength={60}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <button type="submit" className="button button-primary" disabled={adding.busy}>
            {adding.busy ? 'Waiting for your device…' : 'Add a passkey'}
          </button>
        </form>
      ) : (
        <p className="muted">This browser cannot create passkeys.</p>
      )}
      <FormMessage error={adding.error} />
    </section>
  );
}

function ChangePassword() {
  const id = useId();
  const [changed, setChanged] = useState(false);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState<NewPassword>({ password: '', repeated: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const action = useAction();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local = newPasswordProblem(next);
    setProblem(local);
    if (local) return;
    setChanged(false);
    void action.run(async () => {
      const request: ChangePasswordRequest = { currentPassword: current, newPassword: next.password };
      try {
        // Every session of the account ended, and this browser got a new one with a new token.
        setCsrfToken((await call('changePassword', { body: request })).csrfToken);
      } catch (error) {
        const fieldProblem = error instanceof ApiError ? error.failure.fields?.newPassword : undefined;
        if (!fieldProblem) throw error;
        setProblem(fieldProblem);
        return;
      }
      setCurrent('');
      setNext({ password: '', repeated: '' });
      setChanged(true);
    });
  };

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        Change your password
      </h2>
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
        <NewPasswordFields value={next} onChange={setNext} problem={problem} />
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
    </section>
  );
}
