import type { MouseEvent } from 'react';
import type { CalculatorInputs } from '../../core/types';

/**
 * A link to /talk-to-expert that, clicked plainly, opens the booking dialog in the calculator with
 * its figures instead (picker-dialog.ts, fetched now). A click that opens a new tab or window is
 * left to the link, and so is the page it leads to when the dialog's code cannot be fetched.
 */
export const bookOnClick =
  (calculator: HTMLElement, inputs: CalculatorInputs) =>
  (event: MouseEvent<HTMLAnchorElement>): void => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const link = event.currentTarget;
    import('./picker-dialog').then(
      ({ openPickerDialog }) => openPickerDialog(calculator, inputs, link),
      (error: unknown) => {
        console.error('[cashflow-elements] the booking dialog could not load; following the link', error);
        location.assign(link.href);
      },
    );
  };
