import { useState, type FormEvent } from 'react';
import { call } from '../api';
import { STAFF_PAGES } from '../../contracts/staff-fields';
import type { SessionResponse, SetupRequest } from '../../contracts/staff-api';
import { FormMessage } from '../form-message';
import { PageTitle } from '../page-title';
import { NewPasswordFields, useNewPassword } from '../password-fields';
import { PublicShell } from '../public-shell';
import { useAction } from '../use-action';
import { TextField } from '../../ui/text-field';

/** The one-time link's page: the invited person chooses a password and is signed in. */
export function SetupPage({
  token,
  onSignedIn,
}: {
  token: string;
  onSignedIn: (session: SessionResponse, next: string) => void;
}) {
  const [name, setName] = useState('');
  const password = useNewPassword('password');
  const action = useAction();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password.accepted()) return;
    void action.run(async () => {
      const request: SetupRequest = {
        token,
        password: password.password,
        ...(name.trim() ? { name: name.trim() } : {}),
      };
      try {
        onSignedIn(await call('setup', { body: request }), STAFF_PAGES.inbox);
      } catch (error) {
        // A refused password is the password field's problem, said there.
        if (!password.refused(error)) throw error;
      }
    });
  };

  return (
    <PublicShell>
      <PageTitle title="Set your password" />
      {token ? (
        <form className="stack" onSubmit={submit}>
          <p className="muted">Choose the password you will sign in with. This link works once.</p>
          <TextField
            label="Your name"
            optional="(optional, shown to colleagues)"
            name="name"
            autoComplete="name"
            maxLength={120}
            value={name}
            onChange={setName}
          />
          <NewPasswordFields {...password.fields} />
          <FormMessage error={action.error} />
          <button type="submit" className="button button-primary button-block" disabled={action.busy}>
            {action.busy ? 'Saving…' : 'Set password and sign in'}
          </button>
        </form>
      ) : (
        <FormMessage error="This setup link is incomplete. Open the whole link you were sent, or ask an administrator for a new one." />
      )}
    </PublicShell>
  );
}
