import { useCallback, useState } from 'react';
import { messageOf } from './api';

export interface Action {
  /** Runs `work`; a failure becomes `error` (shown beside the form, whose fields keep their values). */
  run: (work: () => Promise<void>) => Promise<void>;
  busy: boolean;
  error: string | null;
}

/** The state of a button's request: busy while it runs, its failure's message after. */
export function useAction(describe: (error: unknown) => string = messageOf): Action {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (work: () => Promise<void>) => {
      setBusy(true);
      setError(null);
      try {
        await work();
      } catch (failure) {
        setError(describe(failure));
      } finally {
        setBusy(false);
      }
    },
    [describe],
  );
  return { run, busy, error };
}
