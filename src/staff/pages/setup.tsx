import { useId, useState, type FormEvent } from 'react';
import { call, ApiError } from '../api';
import { STAFF_PAGES } from '../../contracts/staff-fields';
import type { SessionResponse, SetupRequest } from '../../contracts/staff-api';
import { FormMessage } from '../form-message';
import { PageTitle } from '../page-title';
import { newPasswordProblem, NewPasswordFields, type NewPassword } from '../password-fields';
import { PublicShell } from '../public-shell';
import { useAction } from '../use-action';

/** The one-time link's page: the invited person chooses a password and is signed in. */
export function SetupPage({
  token,
  onSignedIn,
}: {
  token: string;
  onSignedIn: (session: SessionResponse, next: string) => void;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const [password, setPassword] = useState<NewPassword>({ password: '', repeated: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const action = useAction();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local = newPasswordProblem(password);
    setProblem(local);
    if (local) return;
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
        const fieldProblem = error instanceof ApiError ? error.failure.fields?.password : undefined;
        if (!fieldProblem) throw error;
        setProblem(fieldProblem);
      }
    });
  };

  return (
    <PublicShell>
      <PageTitle title="Set your password" />
      {token ? (
        <form className="stack" onSubmit={submit}>
          <p className="muted">Choose the password you will sign in with. This link works once.</p>
          <div className="field">
            <label className="field-label" htmlFor={`${id}-name`}>
              Your name <span className="optional">(optional, shown to colleagues)</span>
            </label>
            <input
              id={`${id}-name`}
              className="input"
              name="name"
              autoComplete="name"
              maxLength={120}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <NewPasswordFields value={password} onChange={setPassword} problem={problem} />
          <FormMessage error={action.error} />
          <button type="submit" className="button button-primary button-block" disabled={action.busy}>
            {action.busy ? 'Saving…' : 'Set password and sign in'}
          </button>
        </form>
      ) : (
        <p className="form-error" role="alert">
          This setup link is incomplete. Open the whole link you were sent, or ask an administrator for a new one.
        </p>
      )}
    </PublicShell>
  );
}
