import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type CsvTable, csvFileName, downloadCsv } from '@/features/business-intelligence/csv';
import { useDashboardInterval } from '@/shared/lib/insights/interval';

interface CsvButtonProps {
  /** The table's title: says which table the button saves. */
  title: string;
  /** Names the file, e.g. alerts-by-type. */
  subject: string;
  table: CsvTable;
}

/** "Download CSV": saves the table as shown, headings in the viewer's language. */
export function CsvButton({ title, subject, table }: CsvButtonProps) {
  const { t } = useTranslation();
  const [interval] = useDashboardInterval();
  return (
    <Button
      variant="default"
      size="xs"
      w="fit-content"
      aria-label={t('businessIntelligence.downloadCsvOf', { table: title })}
      onClick={() => downloadCsv(table, csvFileName(subject, interval, new Date()))}
    >
      {t('businessIntelligence.downloadCsv')}
    </Button>
  );
}
