import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProfileForm } from '@/features/profile/components/ProfileForm';
import { useViewer } from '@/shared/lib/viewer/get-viewer';
import { DocumentTitle } from '@/shared/ui/DocumentTitle';
import { LoadError } from '@/shared/ui/LoadError';
import { PageLoader } from '@/shared/ui/PageLoader';

/** /profile and /profile/*: the viewer's own profile. */
export function ProfileRoute() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const title = t('routes.profile');
  return (
    <Stack gap="md">
      <DocumentTitle title={title} />
      <Title order={1}>{title}</Title>
      <Text>{t('profile.intro')}</Text>
      {viewer.isPending && <PageLoader />}
      {viewer.isError && <LoadError onRetry={() => void viewer.refetch()} />}
      {viewer.isSuccess && <ProfileForm key={viewer.data.id} viewer={viewer.data} />}
    </Stack>
  );
}
