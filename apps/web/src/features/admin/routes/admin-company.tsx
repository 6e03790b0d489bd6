import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type CompanyDecision, type CompanyDetail, formatPhoneNumber } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useDecideCompany } from '@/features/admin/api/decide-company';
import { useCompany } from '@/features/admin/api/get-company';
import { CompanyStatusBadge } from '@/features/admin/components/CompanyStatusBadge';
import { SubscriptionsSection } from '@/features/admin/components/CompanySubscriptions';
import { type DecisionAction, DecisionModal } from '@/features/admin/components/DecisionModal';
import { EmployeesTable } from '@/features/admin/components/EmployeesTable';
import { formatAddress } from '@/shared/lib/address';
import { ApiError } from '@/shared/lib/api-client';
import { DocumentTitle } from '@/shared/ui/DocumentTitle';
import { LabeledValue } from '@/shared/ui/LabeledValue';
import { LoadError } from '@/shared/ui/LoadError';
import { NotFoundPage } from '@/shared/ui/NotFoundPage';
import { PageLoader } from '@/shared/ui/PageLoader';

const STATUS_OF_ACTION: Record<DecisionAction, CompanyDecision['status']> = {
  approve: 'ACTIVE',
  reject: 'INACTIVE',
  archive: 'ARCHIVED',
};

/** The decisions that change something for a company in its current status. */
function availableActions(status: CompanyDetail['status']): DecisionAction[] {
  const actions: DecisionAction[] = [];
  if (status !== 'ACTIVE') actions.push('approve');
  if (status === 'PENDING') actions.push('reject');
  if (status !== 'ARCHIVED') actions.push('archive');
  return actions;
}

/**
 * /admin/companies/:companyId: one application with its owner, subscriptions and employees, and
 * the decisions.
 */
export function AdminCompanyRoute() {
  const { t } = useTranslation();
  const { companyId = '' } = useParams();
  const company = useCompany(companyId);
  const decide = useDecideCompany();
  const [action, setAction] = useState<DecisionAction | null>(null);

  if (company.isPending) {
    return <PageLoader />;
  }
  if (company.isError) {
    if (company.error instanceof ApiError && company.error.statusCode === 404) {
      return <NotFoundPage />;
    }
    return <LoadError onRetry={() => void company.refetch()} />;
  }
  const detail = company.data;
  const none = t('admin.none');
  const address = detail.address;

  const confirm = (note: string | undefined) => {
    if (action === null) return;
    const chosen = action;
    decide.mutate(
      { companyId, decision: { status: STATUS_OF_ACTION[chosen], ...(note ? { note } : {}) } },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: t(`admin.done.${chosen}`, { company: detail.name }),
          });
          setAction(null);
        },
        onError: () => {
          notifications.show({ color: 'red', message: t('common.toast.error') });
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <DocumentTitle title={detail.name} />
      <Anchor component={Link} to="/admin">
        {t('admin.backToList')}
      </Anchor>
      <Group justify="space-between" align="center">
        <Group gap="sm">
          <Title order={1}>{detail.name}</Title>
          <CompanyStatusBadge status={detail.status} />
        </Group>
        <Group gap="sm">
          {availableActions(detail.status).map((choice) => (
            <Button
              key={choice}
              variant={choice === 'approve' ? 'filled' : 'default'}
              color={choice === 'approve' ? 'green' : undefined}
              onClick={() => setAction(choice)}
            >
              {t(`admin.actions.${choice}`)}
            </Button>
          ))}
        </Group>
      </Group>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="application">
        <Title order={2} size="h3" id="application" mb="sm">
          {t('admin.details')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <LabeledValue label={t('admin.address')}>
            {address ? formatAddress(address) : none}
          </LabeledValue>
          <LabeledValue label={t('admin.phone')}>
            {detail.phoneNumber ? formatPhoneNumber(detail.phoneNumber, detail.countryCode) : none}
          </LabeledValue>
          <LabeledValue label={t('admin.website')}>{detail.websiteUrl ?? none}</LabeledValue>
          <LabeledValue label={t('admin.categories')}>
            {detail.proCategories.map((category) => t(`proCategories.${category}`)).join(', ') ||
              none}
          </LabeledValue>
          <LabeledValue label={t('admin.expertise')}>
            {detail.expertise.map((item) => t(`expertise.${item}`)).join(', ') || none}
          </LabeledValue>
          <LabeledValue label={t('admin.owner')}>
            {[detail.ownerName, detail.ownerEmail].filter(Boolean).join(', ') || none}
          </LabeledValue>
          <LabeledValue label={t('admin.reviewNote')}>{detail.reviewNote ?? none}</LabeledValue>
        </SimpleGrid>
      </Paper>
      <SubscriptionsSection
        company={{ id: companyId, name: detail.name, active: detail.status === 'ACTIVE' }}
      />
      <section aria-labelledby="employees">
        <Title order={2} size="h3" id="employees" mb="sm">
          {t('admin.employees')}
        </Title>
        <EmployeesTable companyId={companyId} />
      </section>
      <DecisionModal
        action={action}
        company={detail.name}
        submitting={decide.isPending}
        onConfirm={confirm}
        onClose={() => setAction(null)}
      />
    </Stack>
  );
}
