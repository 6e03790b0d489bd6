import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FALLBACK_LANDING_PATH } from '@/shared/config/constants';
import { SERVICE_SETUP_PATH } from '@/shared/config/paths';
import { DocumentTitle } from './DocumentTitle';

/** A page the viewer's role or market does not open (spec 000 §2): Home and Services instead. */
export function NoAccessPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="flex-start">
      <DocumentTitle title={t('noAccess.title')} />
      <Title order={1}>{t('noAccess.title')}</Title>
      <Text>{t('noAccess.description')}</Text>
      <Group gap="sm">
        <Button component={Link} to={FALLBACK_LANDING_PATH}>
          {t('noAccess.home')}
        </Button>
        <Button component={Link} to={SERVICE_SETUP_PATH} variant="default">
          {t('noAccess.services')}
        </Button>
      </Group>
    </Stack>
  );
}
