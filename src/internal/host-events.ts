/** Dispatches a prefixed event from the custom element itself, crossing shadow boundaries. */
export function dispatchHostEvent<K extends keyof GlobalEventHandlersEventMap>(
  host: EventTarget,
  type: K,
  detail: GlobalEventHandlersEventMap[K] extends CustomEvent<infer D> ? D : never,
): boolean {
  return host.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: false }));
}
