import { Button, Grid, List, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import sampleLogo from '@/features/brand-profile/assets/sample-logo.svg';
import { HomeAppPreview } from '@/features/brand-profile/components/preview/HomeAppPreview';
import { EXTERNAL_NAV_LINKS } from '@/shared/config/links';
import { PageFrame } from '@/shared/ui/PageFrame';
import { TitledSection } from '@/shared/ui/TitledSection';

const BENEFITS = ['logo', 'contact', 'call', 'everyHome'] as const;

/**
 * The inactive co-branding page (spec 000 §2, §6): for a company in an allowed market without
 * Homeowner App Branding. What the service does, a sample of the branded homeowner app, and a
 * way to the service plans (the store opens in a new tab).
 */
export function InactiveBrandingPage() {
  const { t } = useTranslation();
  const { t: tBlueprint } = useTranslation('blueprint');
  return (
    <PageFrame title={t('brandProfile.inactive.title')}>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md" align="flex-start">
            <Text>{t('brandProfile.inactive.intro')}</Text>
            <List spacing="xs">
              {BENEFITS.map((benefit) => (
                <List.Item key={benefit}>
                  {t(`brandProfile.inactive.benefits.${benefit}`)}
                </List.Item>
              ))}
            </List>
            <Text>{t('brandProfile.inactive.howToGet')}</Text>
            <Button
              component="a"
              href={EXTERNAL_NAV_LINKS.servicesSubscriptions}
              target="_blank"
              rel="noopener"
            >
              {t('brandProfile.inactive.viewPlans')}
              <VisuallyHidden>{tBlueprint('externalLink.newTab')}</VisuallyHidden>
            </Button>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <TitledSection title={t('brandProfile.inactive.sampleTitle')}>
            <HomeAppPreview
              brand={{
                businessName: t('brandProfile.inactive.sample.businessName'),
                logo: sampleLogo,
                customerServiceNumber: t('brandProfile.inactive.sample.phone'),
                businessEmail: t('brandProfile.inactive.sample.email'),
                websiteUrl: t('brandProfile.inactive.sample.website'),
              }}
            />
          </TitledSection>
        </Grid.Col>
      </Grid>
    </PageFrame>
  );
}
