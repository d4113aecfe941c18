/**
 * State kept with an element rather than with React: r2wc unmounts React when an element leaves
 * the document, and the state must be there again when it comes back. A first view rendered at
 * build time has no element: it gets a fresh state, kept nowhere, and nothing it draws reads the
 * host (handlers and what a result draws do, in the browser).
 */
export function perHost<T>(create: (host: HTMLElement) => T): (host: HTMLElement | undefined) => T {
  const states = new WeakMap<HTMLElement, T>();
  return (host) => {
    if (host === undefined) return create(host as unknown as HTMLElement);
    let state = states.get(host);
    if (state === undefined) {
      state = create(host);
      states.set(host, state);
    }
    return state;
  };
}
