import type { ReactNode } from 'react';
import { classNames } from '../class-names';
import styles from './table.module.css';

export interface TableColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** `end` for numbers and money, so they line up. */
  align?: 'start' | 'end';
  /** This column names the row (an order number): its cells are row headers. */
  rowHeader?: boolean;
}

export interface TableProps<Row> {
  /** What the table shows ("Your orders"); hide it with `hideCaption` when a heading says it already. */
  caption: ReactNode;
  hideCaption?: boolean;
  columns: TableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode;
  /** On phones each row becomes a card of "column: value" lines. @default true */
  stackOnPhone?: boolean;
  className?: string;
}

// Explicit roles keep the table a table for screen readers when phones restyle its parts as blocks
// (Safari and older Chromium drop table semantics on `display: block`).
/** A data table with a caption and headers bound to their cells. */
export function Table<Row>({
  caption,
  hideCaption,
  columns,
  rows,
  rowKey,
  empty,
  stackOnPhone = true,
  className,
}: TableProps<Row>) {
  return (
    <div className={classNames(styles['ui-table-scroll'], className)}>
      {/* biome-ignore lint/a11y/noRedundantRoles: kept for phones, see above */}
      <table className={styles['ui-table']} data-stack={stackOnPhone || undefined} role="table">
        <caption className={styles['ui-table__caption']} data-hidden={hideCaption || undefined}>
          {caption}
        </caption>
        {/* biome-ignore lint/a11y/noRedundantRoles: kept for phones, see above */}
        <thead className={styles['ui-table__head']} role="rowgroup">
          {/* biome-ignore lint/a11y/noRedundantRoles: kept for phones, see above */}
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                // biome-ignore lint/a11y/noRedundantRoles: kept for phones, see above
                role="columnheader"
                className={styles['ui-table__header']}
                data-align={column.align}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        {/* biome-ignore lint/a11y/noRedundantRoles: kept for phones, see above */}
        <tbody className={styles['ui-table__body']} role="rowgroup">
          {rows.length === 0 && empty ? (
            <tr>
              <td colSpan={columns.length} className={styles['ui-table__empty']}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              // biome-ignore lint/a11y/noRedundantRoles: kept for phones, see above
              <tr key={rowKey(row)} className={styles['ui-table__row']} role="row">
                {columns.map((column) => (
                  <TableCell key={column.key} column={column}>
                    {column.cell(row)}
                  </TableCell>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

function TableCell<Row>({ column, children }: { column: TableColumn<Row>; children: ReactNode }) {
  const label = (
    <span className={styles['ui-table__cell-label']} aria-hidden="true">
      {column.header}
    </span>
  );
  if (column.rowHeader) {
    return (
      <th
        scope="row"
        // biome-ignore lint/a11y/noRedundantRoles: kept for phones, see above
        role="rowheader"
        className={styles['ui-table__cell']}
        data-align={column.align}
        data-row-header=""
      >
        {label}
        <span>{children}</span>
      </th>
    );
  }
  return (
    // biome-ignore lint/a11y/noRedundantRoles: kept for phones, see above
    <td className={styles['ui-table__cell']} data-align={column.align} role="cell">
      {label}
      <span>{children}</span>
    </td>
  );
}
