import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

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
  /** Narrower screens scroll the table sideways below this width. */
  minWidth: number;
  busy?: boolean;
  /** Attributes of a row's element, e.g. an id to scroll to or a highlight. */
  rowProps?: (row: Row) => { id?: string; bg?: string; 'aria-current'?: boolean };
}

/** A striped table with a caption and column headers; lists paged or not render rows with it. */
export function DataTable<Row extends { id: string }>({
  rows,
  columns,
  caption,
  minWidth,
  busy = false,
  rowProps,
}: DataTableProps<Row>) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
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
