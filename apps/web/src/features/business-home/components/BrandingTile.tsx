import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { BrandingTile as BrandingTileData } from '@portal/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrandingTile } from '@/features/business-home/api/get-branding-tile';
import { BRANDING_TILE_LINKS, brandingTileAction } from '@/features/business-home/branding-tile';
import { BrandMark } from '@/shared/ui/BrandMark';

const LOGO_SIZE = 48;

/**
 * The home page's branding tile (spec 000 §3): the brand's status, its mark and how many homes
 * show it, and the next thing to do about it. Loads on its own: its failure stays in the tile.
 */
export function BrandingTileSection({ partnerAccountId }: { partnerAccountId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const tile = useBrandingTile(partnerAccountId, true);
  const content = () => {
    if (tile.isError) {
      return (
        <Alert color="red" variant="light" role="alert">
          <Stack gap="xs" align="flex-start">
            {t('businessHome.brandingTile.loadError')}
            <Button size="xs" variant="default" onClick={() => void tile.refetch()}>
              {t('forms.retry')}
            </Button>
          </Stack>
        </Alert>
      );
    }
    if (tile.isPending) {
      return (
        <Stack gap="xs" role="status">
          <VisuallyHidden>{t('businessHome.brandingTile.loading')}</VisuallyHidden>
          <Skeleton height={LOGO_SIZE} width={LOGO_SIZE} radius="md" />
          <Skeleton height={12} width="60%" />
          <Skeleton height={12} width="40%" />
        </Stack>
      );
    }
    return <BrandingTileContent tile={tile.data} />;
  };
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      p="md"
      radius="md"
      maw="36rem"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t('businessHome.brandingTile.title')}
        </Title>
        {content()}
      </Stack>
    </Paper>
  );
}

export function BrandingTileContent({ tile }: { tile: BrandingTileData }) {
  const { t, i18n } = useTranslation();
  const account = tile.partnerUsers[0]?.partnerAccount;
  if (account === undefined) return null;
  const profile = account.partnerBrandProfile;
  const action = brandingTileAction(account);
  const active = profile?.status === 'ACTIVE';
  return (
    <Stack gap="sm" align="flex-start">
      <Group gap="md" wrap="nowrap">
        <BrandMark name={account.name} logo={profile?.logo ?? null} size={LOGO_SIZE} alt="" />
        <Stack gap={4}>
          <Text fw={600}>{account.name}</Text>
          <Badge color={active ? 'green' : 'gray'} variant="light">
            {active
              ? t('businessHome.brandingTile.active')
              : t('businessHome.brandingTile.inactive')}
          </Badge>
        </Stack>
      </Group>
      {profile !== null && (
        <Text size="sm">
          {t('businessHome.brandingTile.brandedHomes', {
            count: profile.brandedHomesCount,
            formatted: new Intl.NumberFormat(i18n.language).format(profile.brandedHomesCount),
          })}
        </Text>
      )}
      {action !== 'manage' && <Text size="sm">{t(`businessHome.brandingTile.${action}Body`)}</Text>}
      <Anchor component={Link} to={BRANDING_TILE_LINKS[action]} fw={600}>
        {t(`businessHome.brandingTile.${action}`)}
      </Anchor>
    </Stack>
  );
}
