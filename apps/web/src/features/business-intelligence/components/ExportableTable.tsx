import { Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { DataTable } from '@/shared/ui/DataTable';
import { CsvButton } from './CsvButton';

/** A column: its heading, its text (in the CSV too) and, where it differs, what the page shows. */
export interface ExportColumn<Row> {
  header: string;
  text: (row: Row) => string;
  cell?: (row: Row) => ReactNode;
}

interface ExportableTableProps<Row extends { id: string }> {
  title: string;
  /** Names the CSV file, e.g. repeat-devices. */
  subject: string;
  rows: readonly Row[];
  columns: ReadonlyArray<ExportColumn<Row>>;
  /** Said instead of the table when it can have no rows and has none. */
  empty?: string;
  minWidth: number;
}

/** A table under its own heading with its CSV download, or what it would show when it is empty. */
export function ExportableTable<Row extends { id: string }>({
  title,
  subject,
  rows,
  columns,
  empty,
  minWidth,
}: ExportableTableProps<Row>) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={3} size="h4" id={headingId}>
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text role="status">{empty}</Text>
      ) : (
        <>
          <DataTable
            rows={rows}
            columns={columns.map(({ header, text, cell }) => ({ header, cell: cell ?? text }))}
            caption={title}
            minWidth={minWidth}
          />
          <CsvButton
            title={title}
            subject={subject}
            table={{
              columns: columns.map((column) => column.header),
              rows: rows.map((row) => columns.map((column) => column.text(row))),
            }}
          />
        </>
      )}
    </Stack>
  );
}
