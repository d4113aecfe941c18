import { createContext, createElement, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while an element's first view is prerendered (react-dom/server at build time) and while
 * React hydrates it; true from the render after. What depends on the page, the clock or storage is
 * drawn only when it is true, so the hydrating render draws exactly the prerendered HTML (any
 * difference would make React discard the tree) and the next render adds the rest.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/** The element a component is drawn in; undefined at build time, when there is no element. */
const HostContext = createContext<HTMLElement | undefined>(undefined);

export const useHost = () => useContext(HostContext);

/**
 * The root of every element's React tree, the same at build time and in the browser (so the
 * prerendered HTML and the hydrating render match): provides the host, and calls `onHydrated`
 * once the tree is interactive (an effect runs only after the hydration commit).
 */
export function ElementRoot({
  host,
  onHydrated,
  children,
}: {
  host?: HTMLElement;
  onHydrated?: () => void;
  children?: ReactNode;
}) {
  useEffect(() => onHydrated?.(), []); // eslint-disable-line react-hooks/exhaustive-deps -- once, after the hydration commit
  return createElement(HostContext.Provider, { value: host }, children);
}
