import { Button, Grid, Stack } from '@mantine/core';
import { type BrandProfile, formatPhoneNumber } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BRAND_PROFILE_PATH } from '@/shared/config/paths';
import { LabeledValue } from '@/shared/ui/LabeledValue';
import { TitledSection } from '@/shared/ui/TitledSection';
import { BrandPreview } from './BrandPreview';
import { BrandStatusBadge } from './BrandStatusBadge';

interface ViewBrandProfileProps {
  profile: BrandProfile;
  country: string | null | undefined;
}

/** The brand profile read-only: the homeowner app as customers see it, and the stored fields. */
export function ViewBrandProfile({ profile, country }: ViewBrandProfileProps) {
  const { t } = useTranslation();
  const phone =
    profile.customerServiceNumber === null
      ? null
      : formatPhoneNumber(profile.customerServiceNumber, country);
  const none = t('brandProfile.view.none');
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <BrandPreview
          size="large"
          brand={{
            businessName: profile.businessName,
            logo: profile.logo,
            customerServiceNumber: profile.customerServiceNumber ?? '',
            businessEmail: profile.businessEmail ?? '',
            websiteUrl: profile.websiteUrl,
          }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <TitledSection title={t('brandProfile.view.details')}>
          <Stack gap="sm" align="flex-start">
            <BrandStatusBadge status={profile.status} />
            <LabeledValue label={t('brandProfile.view.businessName')}>
              {profile.businessName}
            </LabeledValue>
            <LabeledValue label={t('brandProfile.form.businessEmail')}>
              {profile.businessEmail ?? none}
            </LabeledValue>
            <LabeledValue label={t('brandProfile.form.customerServiceNumber')}>
              {phone ?? none}
            </LabeledValue>
            <LabeledValue label={t('brandProfile.form.websiteUrl')}>
              {profile.websiteUrl ?? none}
            </LabeledValue>
            <LabeledValue label={t('brandProfile.logo.label')}>
              {profile.logo === null ? none : t('brandProfile.view.logoSet')}
            </LabeledValue>
            <Button component={Link} to={BRAND_PROFILE_PATH} mt="sm">
              {t('brandProfile.view.edit')}
            </Button>
          </Stack>
        </TitledSection>
      </Grid.Col>
    </Grid>
  );
}
