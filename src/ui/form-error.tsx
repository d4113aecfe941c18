import type { SubmitError } from '../state/submit';

/**
 * Why a send failed, next to the button that retries it. role="alert" so it is announced; the
 * server's per-field messages are listed with the labels the person sees.
 */
export function FormError({ error, labels }: { error: SubmitError | null; labels: Readonly<Record<string, string>> }) {
  if (!error) return null;
  const fields = Object.entries(error.fields);
  return (
    <div className="form-error" part="form-error" role="alert">
      <p>{error.message}</p>
      {fields.length > 0 ? (
        <ul>
          {fields.map(([field, message]) => (
            <li key={field}>
              {labels[field] ? `${labels[field]}: ` : ''}
              {message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
