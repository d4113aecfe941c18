import { useEffect, useState } from 'react';
import { adoptStyles } from '../../internal/adopt-styles';

export type ResultParts = typeof import('./result-parts');

let loaded: ResultParts | null = null;
let loading: Promise<ResultParts> | null = null;

/** Fetches the result parts once per page; a failed fetch may be tried again. */
function loadResultParts(): Promise<ResultParts> {
  loading ??= import('./result-parts').then(
    (parts) => (loaded = parts),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The result parts for one calculator: null until fetched. `load` fetches them (at once if another
 * calculator already did) and adopts their styles into this shadow root before they render.
 */
export function useResultParts(root: ShadowRoot) {
  const [parts, setParts] = useState<ResultParts | null>(() => {
    if (loaded) adoptStyles(root, ...loaded.resultPartsCss);
    return loaded;
  });

  const load = (): Promise<ResultParts> =>
    loadResultParts().then((fetched) => {
      adoptStyles(root, ...fetched.resultPartsCss);
      setParts(() => fetched);
      return fetched;
    });

  // A component that mounts without them (a first visit) starts no fetch here: the first
  // interaction does. It keeps in step if another instance fetched them meanwhile.
  useEffect(() => {
    if (!parts && loaded) void load();
  });

  return { parts, load };
}
