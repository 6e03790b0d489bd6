import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EXTERNAL_NAV_LINKS } from '@/shared/config/links';
import { DocumentTitle } from '@/shared/ui/DocumentTitle';

/**
 * Sends the partner to the services and subscriptions store (spec 000 §6), replacing this page in
 * the history so Back returns to where they came from, and says so while the store loads.
 */
export function RedirectToStore() {
  const { t } = useTranslation();
  useEffect(() => {
    window.location.replace(EXTERNAL_NAV_LINKS.servicesSubscriptions);
  }, []);
  return (
    <Center mih="50vh">
      <DocumentTitle title={t('brandProfile.toStore')} />
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden />
        <Text>{t('brandProfile.toStore')}</Text>
      </Stack>
    </Center>
  );
}
