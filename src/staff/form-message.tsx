/** A failed request's sentence where it failed, announced as it appears; nothing when all is well. */
export function FormMessage({ error, className }: { error: string | null; className?: string }) {
  return error ? (
    <p className={className ? `form-error ${className}` : 'form-error'} role="alert">
      {error}
    </p>
  ) : null;
}
