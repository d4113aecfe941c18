import { useId, type ReactNode } from 'react';
import uiOverlaysCss from '../../../ui/overlays.css?inline';
import panelsCss from '../../../ui/panels.css?inline';
import { styles as followUpStyles } from '../follow-up/follow-up';
import css from './overlays.css?inline';
import { Dialog } from '../../../ui/dialog';
import { toastsFor } from '../../../state/toasts';
import { Toaster } from '../../../ui/toaster';
import { useSignal } from '../../../ui/use-signal';
import { TIMINGS } from '../../../core';
import { readFlag, STORAGE_KEYS, writeFlag } from '../../../state/storage';
import { useSession, type CalculatorSession } from '../session';
import { PopupContent } from '../follow-up/email-popup';
import { HelpContent } from './help-dialog';

interface ContentProps {
  titleId: string;
  onClose: () => void;
}

function ContentDialog({
  open,
  onClose,
  className,
  part,
  Content,
}: {
  open: boolean;
  onClose: () => void;
  className: string;
  part: string;
  Content: (props: ContentProps) => ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} className={className} part={part}>
      <Content titleId={titleId} onClose={onClose} />
    </Dialog>
  );
}

export interface CalculatorOverlaysProps {
  helpOpen: boolean;
  onHelpClose: () => void;
}

/** Adopted with this part: the dialog frame, the toasts, the help list, and the popup's form. */
export const styles = [panelsCss, uiOverlaysCss, css, ...followUpStyles];

/** The How to use dialog, the follow-up popup and the toasts of one calculator. */
export function CalculatorOverlays({ helpOpen, onHelpClose }: CalculatorOverlaysProps) {
  const { host, popupOpen } = useSession();
  const showPopup = useSignal(popupOpen);
  return (
    <>
      <ContentDialog open={helpOpen} onClose={onHelpClose} className="help" part="help-dialog" Content={HelpContent} />
      <ContentDialog
        open={showPopup}
        onClose={() => (popupOpen.value = false)}
        className="popup"
        part="popup"
        Content={PopupContent}
      />
      <Toaster store={toastsFor(host)} />
    </>
  );
}

/**
 * Whether a calculator on this page has already claimed the follow-up popup. On the global object
 * under a registered symbol, so it is one flag per page: for every calculator of this bundle, and
 * also for those of a second copy of the bundle (another version, another host) on the same page,
 * whose modules and signals are their own.
 */
const FOLLOW_UP_CLAIMED = Symbol.for('cashflow-elements.follow-up-claimed');
const page = globalThis as { [FOLLOW_UP_CLAIMED]?: boolean };

/**
 * The first calculation in a browser that has not had the follow-up popup opens it a second later:
 * one popup per page, however many calculators, even when several calculate within that second
 * (the stored flag is written only when the popup opens, and is missing when storage is blocked).
 */
export function scheduleFollowUp(session: CalculatorSession): void {
  if (session.calculator.calculations.value !== 1 || page[FOLLOW_UP_CLAIMED] || readFlag(STORAGE_KEYS.popupShown))
    return;
  page[FOLLOW_UP_CLAIMED] = true;
  // Not cancelled on unmount: the popup belongs to the element, which may only be moving.
  setTimeout(() => {
    writeFlag(STORAGE_KEYS.popupShown);
    session.popupOpen.value = true;
  }, TIMINGS.followUpDialogDelayMs);
}
