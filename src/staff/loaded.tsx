import { useEffect, type ReactNode } from 'react';
import { FormMessage } from './form-message';
import { useStaff } from './staff-context';
import type { Load } from './use-load';

/**
 * What a page shows of something it loads (useLoad): a line while the first answer is on its way,
 * the failure's message, the answer, or what an empty answer says. A failed reload says so above
 * the last answer, which stays. `announce` is read out in the page's live region with each answer
 * (a search's count), since a new answer moves no focus.
 */
export function Loaded<T>({
  load: { data, error },
  loading,
  empty,
  announce,
  children,
}: {
  load: Pick<Load<T>, 'data' | 'error'>;
  /** "Loading the audit log…" */
  loading: string;
  /** What an answer with nothing in it says; null when it has something to show. */
  empty?: (data: T) => string | null;
  announce?: (data: T) => string;
  children: (data: T) => ReactNode;
}) {
  const { announce: say } = useStaff();
  const said = data === undefined ? undefined : announce?.(data);
  // Each answer is said, even one that reads as the last did (the same count after a reload).
  useEffect(() => {
    if (said) say(said);
  }, [data, said, say]);

  const nothing = data === undefined ? null : empty?.(data);
  return (
    <>
      <FormMessage error={error} />
      {data === undefined ? (
        error ? null : (
          <p className="muted">{loading}</p>
        )
      ) : nothing ? (
        <p className="empty">{nothing}</p>
      ) : (
        children(data)
      )}
    </>
  );
}
