import { createContext, useEffect, useState } from 'react';
import { adoptStyles } from '../../internal/adopt-styles';
import { lazyModule } from '../../internal/lazy-module';

export type ResultParts = typeof import('./result-parts');

const resultParts = lazyModule(() => import('./result-parts'));

/** The result parts once this calculator has them, for pieces that wait on them (the info buttons). */
export const ResultPartsContext = createContext<ResultParts | null>(null);

/**
 * The result parts for one calculator: null until fetched. `load` fetches them (at once if another
 * calculator already did) and adopts their styles into this shadow root before they render.
 */
export function useResultParts(root: ShadowRoot) {
  const [parts, setParts] = useState<ResultParts | null>(() => {
    const { loaded } = resultParts;
    if (loaded) adoptStyles(root, ...loaded.resultPartsCss);
    return loaded;
  });

  const load = (): Promise<ResultParts> =>
    resultParts.load().then((fetched) => {
      adoptStyles(root, ...fetched.resultPartsCss);
      setParts(() => fetched);
      return fetched;
    });

  // A component that mounts without them (a first visit) starts no fetch here: the first
  // interaction does. It keeps in step if another instance fetched them meanwhile.
  useEffect(() => {
    if (!parts && resultParts.loaded) void load();
  });

  return { parts, load };
}
