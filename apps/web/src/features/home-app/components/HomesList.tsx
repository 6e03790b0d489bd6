import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ConsumerAccount, ConsumerLocation } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAddress } from '@/shared/lib/address';
import { BrandMark } from '@/shared/ui/BrandMark';
import { TitledSection } from '@/shared/ui/TitledSection';
import { homePath } from './paths';

/**
 * One home: its name (the link to it), address, the installer whose brand it carries, devices
 * and the requests that wait.
 */
function HomeCard({ home }: { home: ConsumerLocation }) {
  const { t } = useTranslation();
  return (
    <Card withBorder component="article">
      <Stack gap="xs">
        <Anchor component={Link} to={homePath(home.consumerAccountId, home.id)} fw={600}>
          {home.locationName}
        </Anchor>
        <Text size="sm">{formatAddress(home.address)}</Text>
        {home.brand && (
          <Group gap="xs" wrap="nowrap">
            <BrandMark name={home.brand.businessName} logo={home.brand.logo} size={28} alt="" />
            <Text size="sm">{t('homeApp.brand.installer', { name: home.brand.businessName })}</Text>
          </Group>
        )}
        <Group gap="xs">
          <Badge variant="light" color="gray">
            {t('homeApp.homes.devices', { count: home.devicesCount })}
          </Badge>
          {home.pendingServicesCount > 0 && (
            <Badge variant="filled" color="yellow">
              {t('homeApp.homes.waiting', { count: home.pendingServicesCount })}
            </Badge>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * The homeowner's households, each with its homes. None at all: homes appear here once an
 * installer invites the homeowner to take one over.
 */
export function HomesList({ households }: { households: readonly ConsumerAccount[] }) {
  const { t } = useTranslation();
  const withHomes = households.filter((household) => (household.locations ?? []).length > 0);
  if (withHomes.length === 0) {
    return (
      <Stack gap="xs" role="status">
        <Text fw={600}>{t('homeApp.homes.emptyTitle')}</Text>
        <Text>{t('homeApp.homes.emptyBody')}</Text>
      </Stack>
    );
  }
  return withHomes.map((household) => (
    <TitledSection
      key={household.id}
      title={t('homeApp.homes.household', {
        name: household.name,
        role: t(`homeApp.role.${household.role}`),
      })}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {(household.locations ?? []).map((home) => (
          <HomeCard key={home.id} home={home} />
        ))}
      </SimpleGrid>
    </TitledSection>
  ));
}
