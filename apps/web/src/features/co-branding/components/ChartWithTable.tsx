import { Group, Stack, Switch, Table, Text, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ChartWithTableProps {
  /** What the chart shows; it also names the table. */
  title: string;
  /** The table's column headings; the first heads the column that names each row. */
  columns: readonly string[];
  /** One row per point of the chart: its name, then a formatted cell per other column. */
  rows: readonly (readonly string[])[];
  /** The chart, drawn for the eye only: the table says the same to everyone. */
  chart: ReactNode;
}

/**
 * A chart with its text alternative: the same numbers as a table, read by screen readers while
 * the chart shows, and shown instead of the chart on request.
 */
export function ChartWithTable({ title, columns, rows, chart }: ChartWithTableProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [asTable, setAsTable] = useState(false);
  const table = (
    <Table aria-labelledby={titleId} striped withTableBorder>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column} scope="col">
              {column}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(([name, ...cells]) => (
          <Table.Tr key={name}>
            <Table.Th scope="row" fw={400}>
              {name}
            </Table.Th>
            {cells.map((cell, index) => (
              <Table.Td key={columns[index + 1]}>{cell}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="sm">
        <Text fw={600} id={titleId}>
          {title}
        </Text>
        <Switch
          label={t('coBranding.showTable')}
          checked={asTable}
          onChange={(event) => setAsTable(event.currentTarget.checked)}
        />
      </Group>
      {asTable ? (
        table
      ) : (
        <>
          <div aria-hidden>{chart}</div>
          <VisuallyHidden>{table}</VisuallyHidden>
        </>
      )}
    </Stack>
  );
}
