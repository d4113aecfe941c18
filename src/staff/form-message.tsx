/** A failed request's sentence under its form, announced as it appears; nothing when all is well. */
export function FormMessage({ error }: { error: string | null }) {
  return error ? (
    <p className="form-error" role="alert">
      {error}
    </p>
  ) : null;
}
