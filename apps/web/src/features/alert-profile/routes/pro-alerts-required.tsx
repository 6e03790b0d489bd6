import { Button, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FALLBACK_LANDING_PATH } from '@/shared/config/constants';
import { EXTERNAL_NAV_LINKS } from '@/shared/config/links';
import { useFeatureFlags } from '@/shared/lib/feature-flags/use-feature-flags';
import { ExternalLink } from '@/shared/ui/ExternalLink';
import { PageFrame } from '@/shared/ui/PageFrame';

/**
 * What a company without an active Pro Alerts subscription sees at the alert pages (spec 000 §6):
 * what Pro Alerts does, and where to get it: the services and subscriptions store where the
 * market has it, else the provider.
 */
export function ProAlertsRequiredRoute() {
  const { t } = useTranslation();
  const { flags } = useFeatureFlags();
  return (
    <PageFrame title={t('alertSettings.proAlertsRequired.title')}>
      <Stack gap="md" align="flex-start">
        <Text>{t('alertSettings.proAlertsRequired.intro')}</Text>
        <List spacing="xs">
          <List.Item>{t('alertSettings.proAlertsRequired.benefitEarly')}</List.Item>
          <List.Item>{t('alertSettings.proAlertsRequired.benefitChoose')}</List.Item>
          <List.Item>{t('alertSettings.proAlertsRequired.benefitEmail')}</List.Item>
        </List>
        <Text>
          {flags.SERVICES_SUBSCRIPTIONS_FLAG
            ? t('alertSettings.proAlertsRequired.howStore')
            : t('alertSettings.proAlertsRequired.howProvider')}
        </Text>
        {flags.SERVICES_SUBSCRIPTIONS_FLAG && (
          <ExternalLink href={EXTERNAL_NAV_LINKS.servicesSubscriptions} fw={600}>
            {t('alertSettings.proAlertsRequired.store')}
          </ExternalLink>
        )}
        <Button component={Link} to={FALLBACK_LANDING_PATH} variant="default">
          {t('alertSettings.proAlertsRequired.home')}
        </Button>
      </Stack>
    </PageFrame>
  );
}
