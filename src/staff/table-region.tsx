import type { ReactNode } from 'react';

/**
 * A table that may be wider than the screen: its box scrolls sideways, and is a named region in
 * the tab order so keyboard users can scroll it too. `stacked` turns each row into a card of
 * label and value pairs on a phone (staff.css; cells carry data-label).
 */
export function TableRegion({
  label,
  stacked = false,
  children,
}: {
  label: string;
  stacked?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={stacked ? 'table-wrap stacked-table' : 'table-wrap'} tabIndex={0} role="region" aria-label={label}>
      <table className="table">{children}</table>
    </div>
  );
}
