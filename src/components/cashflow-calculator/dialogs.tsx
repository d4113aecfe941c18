import { useId } from 'react';
import { Dialog } from '../../ui/dialog';
import type { ResultParts } from './use-result-parts';

interface DialogShellProps {
  parts: ResultParts | null;
  open: boolean;
  onClose: () => void;
}

/*
 * The dialogs are here from the first render, so focus handling and the page's structure never
 * wait for a fetch; their content comes with the result parts, and they open once it is there.
 */

export function HelpDialog({ parts, open, onClose }: DialogShellProps) {
  const titleId = useId();
  return (
    <Dialog open={open && parts !== null} onClose={onClose} labelledBy={titleId} className="help" part="help-dialog">
      {parts ? <parts.HelpContent titleId={titleId} onClose={onClose} /> : null}
    </Dialog>
  );
}

export function EmailPopup({ parts, open, onClose }: DialogShellProps) {
  const titleId = useId();
  return (
    <Dialog open={open && parts !== null} onClose={onClose} labelledBy={titleId} className="popup" part="popup">
      {parts ? <parts.PopupContent titleId={titleId} onClose={onClose} /> : null}
    </Dialog>
  );
}
