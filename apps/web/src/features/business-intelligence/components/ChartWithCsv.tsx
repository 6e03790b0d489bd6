import { Stack } from '@mantine/core';
import type { ComponentProps } from 'react';
import { ChartWithTable } from '@/shared/ui/ChartWithTable';
import { CsvButton } from './CsvButton';

type ChartWithCsvProps = ComponentProps<typeof ChartWithTable> & { subject: string };

/** A chart with its table, and the table's CSV download under it. */
export function ChartWithCsv({ subject, ...chart }: ChartWithCsvProps) {
  return (
    <Stack gap="xs">
      <ChartWithTable {...chart} />
      <CsvButton
        title={chart.title}
        subject={subject}
        table={{ columns: chart.columns, rows: chart.rows }}
      />
    </Stack>
  );
}
