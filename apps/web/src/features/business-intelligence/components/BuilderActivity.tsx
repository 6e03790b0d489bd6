import { BarChart } from '@mantine/charts';
import { NativeSelect, Stack, Text } from '@mantine/core';
import type { RncBuilder, RncDashboard } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useRncDashboard } from '@/features/business-intelligence/api/get-rnc-dashboard';
import { formatBucket, formatCount } from '@/shared/lib/insights/format';
import { useDashboardInterval } from '@/shared/lib/insights/interval';
import { InlineLoader } from '@/shared/ui/InlineLoader';
import { LoadError } from '@/shared/ui/LoadError';
import { ChartWithCsv } from './ChartWithCsv';
import { ExportableTable } from './ExportableTable';

/** The builder shown, kept in the address like the period. */
const BUILDER_PARAM = 'builder';
const ALL = '';

/**
 * The homes each builder pre-registered and that were commissioned over the period: every
 * builder in a table, or one builder, picked from them, over time.
 */
export function BuilderActivity({ partnerAccountId }: { partnerAccountId: string }) {
  const { t } = useTranslation();
  const [interval] = useDashboardInterval();
  const [params, setParams] = useSearchParams();
  const all = useRncDashboard(partnerAccountId, interval);
  if (all.isError) return <LoadError onRetry={() => void all.refetch()} />;
  if (all.isPending) return <InlineLoader />;
  const { builders } = all.data;
  if (builders.length === 0) {
    return <Text role="status">{t('businessIntelligence.builders.noActivity')}</Text>;
  }
  // A builder deleted since the address was made shows them all.
  const chosen = builders.find((builder) => builder.builderId === params.get(BUILDER_PARAM));
  const choose = (builderId: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (builderId === ALL) next.delete(BUILDER_PARAM);
        else next.set(BUILDER_PARAM, builderId);
        return next;
      },
      { replace: true },
    );
  return (
    <Stack gap="md">
      <NativeSelect
        label={t('businessIntelligence.builders.builder')}
        data={[
          { value: ALL, label: t('businessIntelligence.builders.allBuilders') },
          ...builders.map((builder) => ({ value: builder.builderId, label: builder.name })),
        ]}
        value={chosen?.builderId ?? ALL}
        onChange={(event) => choose(event.currentTarget.value)}
        w={{ base: '100%', xs: '20rem' }}
      />
      {chosen === undefined ? (
        <BuildersTable rnc={all.data} />
      ) : (
        <BuilderOverTime rnc={all.data} builder={chosen} />
      )}
    </Stack>
  );
}

/** Every builder's homes: all of them now, and those pre-registered and commissioned. */
export function BuildersTable({ rnc }: { rnc: RncDashboard }) {
  const { t, i18n } = useTranslation();
  const count = (value: number | null) => formatCount(value ?? 0, i18n.language);
  const withPrevious = rnc.previousPeriod !== null;
  const previousColumns = [
    {
      header: t('businessIntelligence.builders.previousPreRegistered'),
      text: (builder: RncBuilder) => count(builder.preRegistered.previous),
    },
    {
      header: t('businessIntelligence.builders.previousCommissioned'),
      text: (builder: RncBuilder) => count(builder.commissioned.previous),
    },
  ];
  return (
    <ExportableTable
      title={t('businessIntelligence.builders.activityTitle')}
      subject="builder-homes"
      rows={rnc.builders.map((builder) => ({ ...builder, id: builder.builderId }))}
      columns={[
        { header: t('businessIntelligence.builders.builder'), text: (builder) => builder.name },
        {
          header: t('businessIntelligence.builders.homes'),
          text: (builder) => count(builder.homes),
        },
        {
          header: t('businessIntelligence.builders.preRegistered'),
          text: (builder) => count(builder.preRegistered.current),
        },
        {
          header: t('businessIntelligence.builders.commissioned'),
          text: (builder) => count(builder.commissioned.current),
        },
        ...(withPrevious ? previousColumns : []),
      ]}
      minWidth={640}
    />
  );
}

export function BuilderOverTime({ rnc, builder }: { rnc: RncDashboard; builder: RncBuilder }) {
  const { t, i18n } = useTranslation();
  const { language } = i18n;
  const count = (value: number) => formatCount(value, language);
  const when = (start: string, width: 'short' | 'long') =>
    formatBucket(start, rnc.bucket, rnc.tzOffset, language, width);
  const labels = {
    preRegistered: t('businessIntelligence.builders.preRegistered'),
    commissioned: t('businessIntelligence.builders.commissioned'),
  };
  return (
    <Stack gap="xs">
      <Text>
        {t('businessIntelligence.builders.summary', {
          name: builder.name,
          homes: count(builder.homes),
          preRegistered: count(builder.preRegistered.current),
          commissioned: count(builder.commissioned.current),
        })}
      </Text>
      <ChartWithCsv
        title={t('businessIntelligence.builders.overTime', { name: builder.name })}
        subject="builder-homes-over-time"
        columns={[t(`dashboard.bucket.${rnc.bucket}`), labels.preRegistered, labels.commissioned]}
        rows={builder.points.map((point) => [
          when(point.start, 'long'),
          count(point.preRegistered),
          count(point.commissioned),
        ])}
        chart={
          <BarChart
            h={240}
            data={builder.points.map((point) => ({ ...point, bucket: when(point.start, 'short') }))}
            dataKey="bucket"
            series={[
              { name: 'preRegistered', label: labels.preRegistered, color: 'blue.7' },
              { name: 'commissioned', label: labels.commissioned, color: 'teal.8' },
            ]}
            valueFormatter={count}
            yAxisProps={{ allowDecimals: false }}
            withLegend
            accessibilityLayer={false}
          />
        }
      />
    </Stack>
  );
}
