import type { ReactNode } from 'react';
import { Link } from './link';

export interface Column<Row> {
  /** The column's heading; in a stacked table also the label before each of its values. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Long text (an address, an error, a user agent) that wraps instead of widening the table. */
  wrap?: boolean;
  /** A class the cell takes from its row (a negative figure's tone). */
  tone?: (row: Row) => string;
}

/** A table's columns: the first names each row. */
export type Columns<Row> = readonly [Column<Row>, ...Column<Row>[]];

/**
 * A staff list as a table: the first column names each row (its row header, a link when the row
 * leads somewhere), the others are its values. The box scrolls sideways when the table is wider
 * than the screen, and is a named region in the tab order so keyboard users can scroll it too.
 *
 * `stacked` turns each row into a card of label and value pairs on a phone (staff.css reads each
 * cell's data-label). That CSS sets the table's parts to `display: block`, which makes some
 * browsers forget they are a table, so a stacked table also says its roles explicitly.
 */
export function DataTable<Row>({
  label,
  columns: [first, ...values],
  rows,
  rowKey,
  rowHref,
  stacked = false,
}: {
  label: string;
  columns: Columns<Row>;
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** Where a row leads: its header links there. */
  rowHref?: (row: Row) => string;
  stacked?: boolean;
}) {
  const role = (name: string) => (stacked ? name : undefined);
  const classOf = (column: Column<Row>, row: Row) =>
    [column.wrap ? 'wrap' : '', column.tone?.(row) ?? ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={stacked ? 'table-wrap stacked-table' : 'table-wrap'} tabIndex={0} role="region" aria-label={label}>
      <table className="table" role={role('table')}>
        <thead role={role('rowgroup')}>
          <tr role={role('row')}>
            {[first, ...values].map((column) => (
              <th key={column.header} scope="col" role={role('columnheader')}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role={role('rowgroup')}>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)} role={role('row')}>
              <th scope="row" role={role('rowheader')} className={classOf(first, row)}>
                {rowHref ? <Link href={rowHref(row)}>{first.cell(row)}</Link> : first.cell(row)}
              </th>
              {values.map((column) => (
                <td
                  key={column.header}
                  role={role('cell')}
                  data-label={stacked ? column.header : undefined}
                  className={classOf(column, row)}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
