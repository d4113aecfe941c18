import { useState, type FormEvent } from 'react';
import { call, ApiError, messageOf } from '../api';
import type { SessionResponse, SignInRequest } from '../../contracts/staff-api';
import { FormMessage } from '../form-message';
import { PageTitle } from '../page-title';
import { browserSupportsWebAuthn, passkeyMessage, signInWithPasskey } from '../passkeys';
import { PublicShell } from '../public-shell';
import { useAction } from '../use-action';
import { TextField } from '../../ui/text-field';

/** A refused sign-in in the server's words, with the wait when it throttles. */
function signInMessage(error: unknown): string {
  if (error instanceof ApiError && error.failure.retryAfterSeconds) {
    return `${error.message} You can try again in ${error.failure.retryAfterSeconds} seconds.`;
  }
  return messageOf(error);
}

export function SignInPage({
  next,
  onSignedIn,
}: {
  next: string;
  onSignedIn: (session: SessionResponse, next: string) => void;
}) {
  const [form, setForm] = useState<SignInRequest>({ email: '', password: '' });
  const password = useAction(signInMessage);
  const passkey = useAction(passkeyMessage);
  const busy = password.busy || passkey.busy;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void password.run(async () => onSignedIn(await call('signIn', { body: form }), next));
  };

  return (
    <PublicShell>
      <PageTitle title="Sign in" />
      <form className="stack" onSubmit={submit}>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          required
          value={form.email}
          onChange={(email) => setForm({ ...form, email })}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={form.password}
          onChange={(password) => setForm({ ...form, password })}
        />
        <FormMessage error={password.error} />
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {password.busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      {browserSupportsWebAuthn() ? (
        <div className="stack passkey-sign-in">
          <p className="divider">
            <span>or</span>
          </p>
          <button
            type="button"
            className="button button-secondary button-block"
            disabled={busy}
            onClick={() => void passkey.run(async () => onSignedIn(await signInWithPasskey(), next))}
          >
            {passkey.busy ? 'Waiting for your passkey…' : 'Sign in with a passkey'}
          </button>
          <FormMessage error={passkey.error} />
        </div>
      ) : null}
    </PublicShell>
  );
}
