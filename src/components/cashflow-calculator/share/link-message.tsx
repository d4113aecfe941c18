import { useSignal } from '../../../ui/use-signal';
import { useStyles } from '../../../ui/use-styles';
import { useSession } from '../session';
import css from './link-message.css?inline';

const STYLES = [css];

function Message({ text }: { text: string }) {
  const { host, linkMessage } = useSession();
  useStyles(host, STYLES); // with it: the first view never has a message
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
