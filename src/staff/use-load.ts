import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, messageOf } from './api';
import { STAFF_PAGES } from '../contracts/staff-fields';
import { navigate } from './navigation';

export interface Load<T> {
  data: T | undefined;
  error: string | null;
  /** Loads again (after a change elsewhere), keeping what is shown until the answer. */
  reload: () => void;
  /** Replaces what is shown with a fresher copy (a PATCH's answer). */
  setData: (data: T) => void;
}

/** Where a session that ended sends the person: sign-in, then back here. */
export function signInAgain(): void {
  navigate(`${STAFF_PAGES.signIn}?next=${encodeURIComponent(location.pathname + location.search)}`, { replace: true });
}

/**
 * What a page shows from the API, loaded again when `key` changes. A session that ended on the
 * way (401) sends the person to sign in and back.
 */
export function useLoad<T>(load: () => Promise<T>, key: string): Load<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  // `key` names everything `load` reads, so a new `load` with the same key need not load again.
  const latestLoad = useRef(load);
  latestLoad.current = load;

  useEffect(() => {
    let current = true;
    latestLoad.current().then(
      (loaded) => {
        if (!current) return;
        setData(loaded);
        setError(null);
      },
      (failure: unknown) => {
        if (!current) return;
        if (failure instanceof ApiError && failure.status === 401) return signInAgain();
        setError(messageOf(failure));
      },
    );
    return () => {
      current = false;
    };
  }, [key, round]);

  return { data, error, reload: useCallback(() => setRound((count) => count + 1), []), setData };
}
