import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ChargeableCount } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useChargeableCount } from '@/features/admin/api/get-chargeable-count';
import { InlineLoader } from '@/shared/ui/InlineLoader';
import { LoadError } from '@/shared/ui/LoadError';
import { TitledSection } from '@/shared/ui/TitledSection';

function Count({ label, count }: { label: string; count: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {count}
      </Text>
    </Paper>
  );
}

/** The billed companies in all, then per programme. */
export function ChargeableCountGrid({ counts }: { counts: ChargeableCount }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }}>
      <Count
        label={t('admin.subscriptions.chargeableTotal')}
        count={number.format(counts.totalCount)}
      />
      {counts.programs.map((program) => (
        <Count
          key={program.programName}
          label={program.programName}
          count={number.format(program.count)}
        />
      ))}
    </SimpleGrid>
  );
}

/** How many companies are billed: those with an ACTIVE enrollment, in all and per programme. */
export function ChargeableCounts() {
  const { t } = useTranslation();
  const counts = useChargeableCount();
  const content = () => {
    if (counts.isPending) return <InlineLoader />;
    if (counts.isError) return <LoadError onRetry={() => void counts.refetch()} />;
    return <ChargeableCountGrid counts={counts.data} />;
  };
  return <TitledSection title={t('admin.subscriptions.chargeable')}>{content()}</TitledSection>;
}
