import { useId, useState } from 'react';
import { TextField } from '../ui/text-field';
import { ApiError } from './api';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../contracts/staff-fields';

interface NewPassword {
  password: string;
  repeated: string;
}

/** What is wrong with a new password that the browser can tell; the server also refuses common ones. */
function newPasswordProblem({ password, repeated }: NewPassword): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `The password needs at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `The password can have at most ${PASSWORD_MAX_LENGTH} characters.`;
  if (password !== repeated) return 'The two passwords are not the same.';
  return null;
}

const EMPTY: NewPassword = { password: '', repeated: '' };

/**
 * A new password being chosen (setup, the security page): what NewPasswordFields shows, and its
 * problem, found by the browser before sending (`accepted`) or by the server after (`refused`).
 */
export function useNewPassword(serverField: 'password' | 'newPassword') {
  const [value, setValue] = useState<NewPassword>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  return {
    fields: { value, onChange: setValue, problem },
    password: value.password,
    /** Whether the browser finds nothing wrong; says what is wrong at the field otherwise. */
    accepted(): boolean {
      const local = newPasswordProblem(value);
      setProblem(local);
      return !local;
    },
    /** Whether `error` is the server refusing the password, which is then said at the field. */
    refused(error: unknown): boolean {
      const said = error instanceof ApiError ? error.failure.fields?.[serverField] : undefined;
      if (said) setProblem(said);
      return Boolean(said);
    },
    clear: () => setValue(EMPTY),
  };
}

/**
 * A new password typed twice, with its rules shown before anyone types (setup and the security
 * page). `problem` is the browser's or the server's reason it was refused.
 */
export function NewPasswordFields({
  value,
  onChange,
  problem,
}: {
  value: NewPassword;
  onChange: (value: NewPassword) => void;
  problem: string | null;
}) {
  const id = useId();
  return (
    <>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-password`}>
          New password
        </label>
        <input
          id={`${id}-password`}
          className="input"
          type="password"
          name="new-password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          aria-describedby={`${id}-rules${problem ? ` ${id}-problem` : ''}`}
          aria-invalid={problem ? true : undefined}
          value={value.password}
          onChange={(event) => onChange({ ...value, password: event.target.value })}
        />
        <ul id={`${id}-rules`} className="rules muted">
          <li>At least {PASSWORD_MIN_LENGTH} characters; a few unrelated words make a good one.</li>
          <li>
            Not a common or leaked password, nor a common word with digits around it, nor one built from the firm's name
            or your e-mail address: those are refused.
          </li>
        </ul>
      </div>
      <TextField
        label="Repeat the new password"
        type="password"
        name="repeat-password"
        autoComplete="new-password"
        required
        value={value.repeated}
        onChange={(repeated) => onChange({ ...value, repeated })}
      />
      {problem ? (
        <p id={`${id}-problem`} className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
    </>
  );
}
