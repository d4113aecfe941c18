/**
 * An element's code runs at its first use, not with the page: the loader listens for the first
 * pointer, touch, focus or key in the element and only then imports it. Until React has hydrated
 * the first view, a click on one of its buttons (Calculate, a menu) or a form's submit is held
 * (its default, a page-reloading form submit, prevented) and replayed once React listens, so the
 * very first click does what it says. Shared by the loader and the element's code through the
 * element itself, as a page may load two copies of the loader.
 */
const HELD = Symbol.for('cashflow-elements.held');
const USED = Symbol.for('cashflow-elements.used');

const FIRST_USE = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

interface Held {
  release(): void;
}

type WithHeld = HTMLElement & { [HELD]?: Held; [USED]?: true };

/** Whether a visitor's first use woke the element (not merely its code arriving for another). */
export const wasUsed = (host: HTMLElement) => (host as WithHeld)[USED] === true;

export function wakeOnFirstUse(host: HTMLElement, wake: () => void): void {
  const shadow = host.shadowRoot;
  if (!shadow || (host as WithHeld)[HELD]) return;
  const replays: (() => void)[] = [];
  const onFirstUse = () => {
    for (const type of FIRST_USE) host.removeEventListener(type, onFirstUse, true);
    (host as WithHeld)[USED] = true;
    wake();
  };
  const hold = (event: Event) => {
    let replay: (() => void) | undefined;
    if (event.type === 'submit') {
      const form = event.target as HTMLFormElement;
      replay = () => form.requestSubmit();
    } else {
      const button = event.composedPath().find((node): node is HTMLButtonElement => node instanceof HTMLButtonElement);
      if (button && !button.disabled) replay = () => button.click();
    }
    if (!replay) return;
    event.preventDefault();
    event.stopPropagation();
    replays.push(replay);
    onFirstUse();
  };
  for (const type of FIRST_USE) host.addEventListener(type, onFirstUse, { capture: true, passive: true });
  shadow.addEventListener('click', hold, true);
  shadow.addEventListener('submit', hold, true);
  (host as WithHeld)[HELD] = {
    release() {
      shadow.removeEventListener('click', hold, true);
      shadow.removeEventListener('submit', hold, true);
      for (const replay of replays.splice(0)) replay();
    },
  };
}

/** The element's code calls this once React listens: what was held happens now. */
export function releaseHeldInteractions(host: HTMLElement): void {
  const held = (host as WithHeld)[HELD];
  delete (host as WithHeld)[HELD];
  held?.release();
}
