import { useLayoutEffect } from 'react';
import { adoptStyles } from '../../../loader/adopt-styles';
import { useSignal } from '../../../ui/use-signal';
import { useSession } from '../session';
import css from './link-message.css?inline';

function Message({ text }: { text: string }) {
  const { host, linkMessage } = useSession();
  // Its styles with it, before it is painted: the first view never has a message.
  useLayoutEffect(() => {
    if (host.shadowRoot) adoptStyles(host.shadowRoot, css);
  }, [host]);
  return (
    <div className="link-message" role="alert">
      <p>{text}</p>
      <button type="button" className="button button-secondary button-small" onClick={() => (linkMessage.value = null)}>
        Dismiss
      </button>
    </div>
  );
}

/** What a damaged calculator link says (open-shared-link.ts), until dismissed or the next Calculate. */
export function LinkMessage() {
  const text = useSignal(useSession().linkMessage);
  return text ? <Message text={text} /> : null;
}
