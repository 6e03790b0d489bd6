import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { FALLBACK_LANDING_PATH } from '@/shared/config/constants';
import { DocumentTitle } from './DocumentTitle';

/** The 404 page: Back only when the portal itself brought the user here, and Go home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  // React Router keys the entry the tab opened on 'default': there is nothing in-app to go back to.
  const hasHistory = location.key !== 'default';

  return (
    <Stack gap="md" align="flex-start">
      <DocumentTitle title={t('notFound.title')} />
      <Title order={1}>{t('notFound.title')}</Title>
      <Text>{t('notFound.description')}</Text>
      <Group gap="sm">
        {hasHistory && (
          <Button variant="default" onClick={() => navigate(-1)}>
            {t('notFound.back')}
          </Button>
        )}
        <Button component={Link} to={FALLBACK_LANDING_PATH}>
          {t('notFound.home')}
        </Button>
      </Group>
    </Stack>
  );
}
