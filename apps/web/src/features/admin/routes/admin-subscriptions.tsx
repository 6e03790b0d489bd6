import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePrograms } from '@/features/admin/api/get-programs';
import { ChargeableCounts } from '@/features/admin/components/ChargeableCounts';
import { EnrollmentSearchList } from '@/features/admin/components/EnrollmentSearchList';
import { DocumentTitle } from '@/shared/ui/DocumentTitle';

/**
 * /admin/subscriptions: how many companies are billed, and every company's enrollments. The
 * programme filter offers the catalogue's programmes once they are loaded ("All" until then).
 */
export function AdminSubscriptionsRoute() {
  const { t } = useTranslation();
  const title = t('admin.subscriptions.title');
  const programs = usePrograms();
  return (
    <Stack gap="lg">
      <DocumentTitle title={title} />
      <Title order={1}>{title}</Title>
      <Text>{t('admin.subscriptions.intro')}</Text>
      <ChargeableCounts />
      <EnrollmentSearchList programs={programs.data?.nodes ?? []} />
    </Stack>
  );
}
