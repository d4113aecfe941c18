import { useId } from 'react';
import { Dialog } from '../../ui/dialog';
import type { ResultParts } from './use-result-parts';

interface DialogShellProps {
  parts: ResultParts | null;
  open: boolean;
  onClose: () => void;
}

/**
 * A dialog that is here from the first render, so focus handling and the page's structure never
 * wait for a fetch; its content comes with the result parts, and it opens once that is there.
 */
function PartsDialog({ parts, open, onClose, className, part, content }: DialogShellProps & {
  className: string;
  part: string;
  content: 'HelpContent' | 'PopupContent';
}) {
  const titleId = useId();
  const Content = parts?.[content];
  return (
    <Dialog open={open && parts !== null} onClose={onClose} labelledBy={titleId} className={className} part={part}>
      {Content ? <Content titleId={titleId} onClose={onClose} /> : null}
    </Dialog>
  );
}

export const HelpDialog = (props: DialogShellProps) => (
  <PartsDialog {...props} className="help" part="help-dialog" content="HelpContent" />
);

export const EmailPopup = (props: DialogShellProps) => (
  <PartsDialog {...props} className="popup" part="popup" content="PopupContent" />
);
