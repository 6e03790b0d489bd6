import { Button, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BRAND_PROFILE_NEW_PATH } from '@/features/brand-profile/components/paths';
import { FROM_SETUP_SEARCH } from '@/shared/lib/service-setup-steps';

/**
 * The settings need a brand profile to belong to: before it exists, the way to create it, in the
 * setup flow, which returns to the wizard once it is saved.
 */
export function CreateProfileFirst() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" maw="40rem">
      <Stack gap="sm" align="flex-start">
        <Text>{t('brandProfileSettings.createFirst.body')}</Text>
        <Button component={Link} to={`${BRAND_PROFILE_NEW_PATH}${FROM_SETUP_SEARCH}`}>
          {t('brandProfileSettings.createFirst.link')}
        </Button>
      </Stack>
    </Paper>
  );
}
