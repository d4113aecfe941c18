import { useLayoutEffect } from 'react';
import { adoptStyles } from '../loader/adopt-styles';

/**
 * Styles a piece of an element brings with it, adopted into the host's shadow root before the
 * browser paints the piece's first commit, so it is never seen unstyled (idempotent); none yet is
 * undefined.
 */
export function useStyles(host: HTMLElement, styles: readonly string[] | undefined): void {
  useLayoutEffect(() => {
    if (styles && host.shadowRoot) adoptStyles(host.shadowRoot, ...styles);
  }, [host, styles]);
}
