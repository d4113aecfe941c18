/**
 * State kept with an element rather than with React: r2wc unmounts React when an element leaves
 * the document, and the state must be there again when it comes back.
 */
export function perHost<T>(create: (host: HTMLElement) => T): (host: HTMLElement) => T {
  const states = new WeakMap<HTMLElement, T>();
  return (host) => {
    let state = states.get(host);
    if (state === undefined) {
      state = create(host);
      states.set(host, state);
    }
    return state;
  };
}
