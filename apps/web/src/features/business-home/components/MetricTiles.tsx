import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { DashboardInsights, InsightsMetric } from '@portal/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeOf, type MetricChange } from '@/features/business-home/dashboard-metrics';
import { formatCount, formatShare } from '@/shared/lib/insights/format';

interface Tile {
  label: string;
  /** Already formatted for the viewer's language. */
  value: string;
  /** How it moved against the previous period; none for Lifetime or a figure of now. */
  change: MetricChange;
}

/** The dashboard's figures in three groups, each tile with its change against the period before. */
export function MetricTiles({ insights }: { insights: DashboardInsights }) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => formatCount(value, i18n.language);
  const metric = (label: string, figure: InsightsMetric): Tile => ({
    label,
    value: count(figure.current),
    change: changeOf(figure),
  });
  const { online, total } = insights.devicesOnline;
  const groups = [
    {
      title: t('dashboard.groups.customers'),
      tiles: [
        metric(t('dashboard.metrics.customersAdded'), insights.customersAdded),
        metric(t('dashboard.metrics.homesAdded'), insights.homesAdded),
        metric(t('dashboard.metrics.devicesInstalled'), insights.devicesInstalled),
        {
          label: t('dashboard.metrics.devicesOnlineNow'),
          value: t('dashboard.metrics.onlineOf', { online: count(online), total: count(total) }),
          change: null,
        },
      ],
    },
    {
      title: t('dashboard.groups.serviceRequests'),
      tiles: insights.serviceRequests.flatMap(({ serviceType, sent, accepted }) => {
        const service = t(`serviceType.${serviceType}`);
        return [
          metric(t('dashboard.metrics.requestsSent', { service }), sent),
          metric(t('dashboard.metrics.requestsAccepted', { service }), accepted),
        ];
      }),
    },
    {
      title: t('dashboard.groups.alertsAndSupport'),
      tiles: [
        metric(t('dashboard.metrics.alertsOpened'), insights.alertsOpened),
        metric(t('dashboard.metrics.alertsResolved'), insights.alertsResolved),
        metric(t('dashboard.metrics.remoteSessions'), insights.remoteSessions),
      ],
    },
  ];
  return groups.map((group) => <TileGroup key={group.title} {...group} />);
}

function TileGroup({ title, tiles }: { title: string; tiles: readonly Tile[] }) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={3} size="h4" id={headingId}>
        {title}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" m={0}>
        {tiles.map((tile) => (
          <Paper key={tile.label} withBorder radius="md" p="md">
            <Text component="dt" size="sm" c="dimmed">
              {tile.label}
            </Text>
            <Text component="dd" m={0} fz={26} fw={700} lh={1.3}>
              {tile.value}
            </Text>
            {tile.change !== null && (
              <Text component="dd" m={0} size="sm">
                <ChangeText change={tile.change} />
              </Text>
            )}
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

// The arrow is for the eye; the words say the same to everyone, colour says nothing here.
const ARROWS = { up: '↑', down: '↓', same: '→', upFromNone: '↑' } as const;

function ChangeText({ change }: { change: NonNullable<MetricChange> }) {
  const { t, i18n } = useTranslation();
  const { language } = i18n;
  const words = () => {
    switch (change.direction) {
      case 'upFromNone':
        return t('dashboard.change.upFromNone');
      case 'same':
        return t('dashboard.change.same', { previous: formatCount(change.previous, language) });
      default:
        return t(`dashboard.change.${change.direction}`, {
          percent: formatShare(change.share, language),
          previous: formatCount(change.previous, language),
        });
    }
  };
  return (
    <>
      <span aria-hidden>{ARROWS[change.direction]} </span>
      {words()}
    </>
  );
}
