import { Box, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useId } from 'react';
import { MOBILE_BREAKPOINT } from '@/shared/config/constants';
import classes from './DataTable.module.css';

/** One column: its header (also its key, so unique in a table) and what a row shows in it. */
export interface TableColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

interface DataTableProps<Row extends { id: string }> {
  rows: readonly Row[];
  columns: ReadonlyArray<TableColumn<Row>>;
  /** Names the table for screen readers. */
  caption: ReactNode;
  /** Above the mobile breakpoint, a narrower space scrolls the table sideways below this width. */
  minWidth: number;
  busy?: boolean;
  /** Attributes of a row's element, e.g. an id to scroll to or a highlight. */
  rowProps?: (row: Row) => { id?: string; bg?: string; 'aria-current'?: boolean };
}

/** Below the mobile breakpoint of spec 000 §9, where the header folds its links into the menu. */
const MOBILE_QUERY = `(width < ${MOBILE_BREAKPOINT})`;

/**
 * A striped table with a caption and column headers; lists paged or not render rows with it.
 * On a phone it is a list of cards instead, each value labelled with its column's name, so nothing
 * (the row's actions least of all) hides beyond a sideways scroll.
 */
export function DataTable<Row extends { id: string }>(props: DataTableProps<Row>) {
  // Read at the first render, so a phone never draws the table first.
  const mobile = useMediaQuery(MOBILE_QUERY, undefined, { getInitialValueInEffect: false });
  return mobile ? <RowCards {...props} /> : <RowTable {...props} />;
}

function RowTable<Row extends { id: string }>({
  rows,
  columns,
  caption,
  minWidth,
  busy = false,
  rowProps,
}: DataTableProps<Row>) {
  return (
    // A scrollbar always shown where the table is wider than its space: the cue that more is beside.
    <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={{ type: 'auto' }}>
      <Table striped aria-busy={busy}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} scope="col">
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} {...rowProps?.(row)}>
              {columns.map((column) => (
                <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The rows as a list named by the caption, each a card whose values a description list pairs
 * with their column names: what a screen reader says of a table cell, said here in words.
 */
function RowCards<Row extends { id: string }>({
  rows,
  columns,
  caption,
  busy = false,
  rowProps,
}: DataTableProps<Row>) {
  const captionId = useId();
  return (
    <div>
      <ul className={classes.cards} aria-labelledby={captionId} aria-busy={busy}>
        {rows.map((row) => (
          <Box component="li" key={row.id} className={classes.card} {...rowProps?.(row)}>
            <dl className={classes.fields}>
              {columns.map((column) => (
                <div key={column.header} className={classes.field}>
                  <dt className={classes.label}>{column.header}</dt>
                  <dd className={classes.value}>{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </Box>
        ))}
      </ul>
      <Text id={captionId} className={classes.caption}>
        {caption}
      </Text>
    </div>
  );
}
