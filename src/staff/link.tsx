import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from './navigation';

/**
 * A link to another staff page: a real <a href> (it can be opened in a new tab, copied, read out
 * as a link), switched in place on a plain click.
 */
export function Link({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    navigate(href);
  };
  return <a href={href} onClick={follow} {...rest} />;
}
