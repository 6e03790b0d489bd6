import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentTitle } from './DocumentTitle';

/** Shown instead of content to an INACTIVE or ARCHIVED member (spec 000 §2, §4): only a way out. */
export function AccessDeniedPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="flex-start">
      <DocumentTitle title={t('accessDenied.title')} />
      <Title order={1}>{t('accessDenied.title')}</Title>
      <Text>{t('accessDenied.description')}</Text>
      {/*
        The spec's go-back button signs out, as there is nowhere in the portal to go back to; its
        label says so and where it leads, the sign-in page, which "Go back" did not.
      */}
      <Button component={Link} to="/sign-out">
        {t('accessDenied.switchAccount')}
      </Button>
    </Stack>
  );
}
