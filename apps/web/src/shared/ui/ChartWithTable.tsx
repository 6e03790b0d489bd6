import { Group, Stack, Switch, Table, Title, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ChartWithTableProps {
  /** What the chart shows; it names the section and the table. */
  title: string;
  /** The table's column headings; the first heads the column that names each row. */
  columns: readonly string[];
  /** One row per point: its name, then a formatted cell per other column. */
  rows: readonly (readonly string[])[];
  /** Shown between the title and the chart, e.g. totals; said to everyone. */
  summary?: ReactNode;
  /** What to show instead of chart and table: still loading, failed, nothing to chart. */
  state?: ReactNode;
  /** Drawn for the eye only: the table says the same to everyone. */
  chart: ReactNode;
}

/**
 * A chart under its own heading with its text alternative: the same numbers as a table, read by
 * screen readers while the chart shows, and shown instead of the chart on request. Only the
 * shown table scrolls: a scrolling region nobody can see or focus is an accessibility failure.
 */
export function ChartWithTable({
  title,
  columns,
  rows,
  summary,
  state,
  chart,
}: ChartWithTableProps) {
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
    <Stack component="section" aria-labelledby={titleId} gap="xs">
      <Group justify="space-between" gap="sm">
        <Title order={3} size="h4" id={titleId}>
          {title}
        </Title>
        {state === undefined && (
          <Switch
            label={t('charts.showTable')}
            checked={asTable}
            onChange={(event) => setAsTable(event.currentTarget.checked)}
          />
        )}
      </Group>
      {state ?? (
        <>
          {summary}
          {asTable ? (
            <Table.ScrollContainer minWidth={320} scrollAreaProps={{ type: 'auto' }}>
              {table}
            </Table.ScrollContainer>
          ) : (
            <>
              <div aria-hidden>{chart}</div>
              <VisuallyHidden>{table}</VisuallyHidden>
            </>
          )}
        </>
      )}
    </Stack>
  );
}
