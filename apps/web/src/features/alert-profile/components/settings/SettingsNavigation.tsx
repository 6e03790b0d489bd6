import { Anchor, Breadcrumbs, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FALLBACK_LANDING_PATH } from '@/shared/config/constants';
import { ALERTS_DASHBOARD_PATH, SERVICE_SETUP_PATH } from '@/shared/config/paths';
import { FROM_SETUP_SEARCH } from '@/shared/lib/service-setup-steps';

const EMAIL_SETTINGS_PATH = '/mybusiness/services/setup/customer-alerts-settings';

/**
 * Where the page leads (spec 000 §2): breadcrumbs and a back link to the page it was opened from,
 * the setup wizard (?from=setup) or else the alerts dashboard.
 */
export function SettingsBreadcrumbs({ fromSetup }: { fromSetup: boolean }) {
  const { t } = useTranslation();
  const parent = fromSetup
    ? { to: SERVICE_SETUP_PATH, label: t('routes.serviceSetup') }
    : { to: ALERTS_DASHBOARD_PATH, label: t('routes.alertsDashboard') };
  return (
    <Group justify="space-between" gap="sm">
      <nav aria-label={t('alertSettings.nav.breadcrumbs')}>
        <Breadcrumbs separator="›">
          <Anchor component={Link} to={FALLBACK_LANDING_PATH}>
            {t('routes.home')}
          </Anchor>
          <Anchor component={Link} to={parent.to}>
            {parent.label}
          </Anchor>
          <Text component="span" aria-current="page">
            {t('routes.alertSettings')}
          </Text>
        </Breadcrumbs>
      </nav>
      <Anchor component={Link} to={parent.to}>
        {fromSetup ? t('alertSettings.nav.backToSetup') : t('alertSettings.nav.backToDashboard')}
      </Anchor>
    </Group>
  );
}

/** The profile form's page, still in the setup flow when this page is. */
export function EmailSettingsLink({ fromSetup }: { fromSetup: boolean }) {
  const { t } = useTranslation();
  return (
    <Anchor
      component={Link}
      to={fromSetup ? EMAIL_SETTINGS_PATH + FROM_SETUP_SEARCH : EMAIL_SETTINGS_PATH}
    >
      {t('alertSettings.nav.emailSettings')}
    </Anchor>
  );
}
