import { List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ADMIN_ROLES, formatPhoneNumber, MAX_PAGE_SIZE } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useCompany } from '@/features/company/api/get-company';
import { useEmployees } from '@/features/company/api/get-employees';
import { formatAddress } from '@/shared/lib/address';
import { useViewerFacts } from '@/shared/lib/viewer/use-viewer-facts';
import { LabeledValue } from '@/shared/ui/LabeledValue';
import { LoadError } from '@/shared/ui/LoadError';
import { NoAccessPage } from '@/shared/ui/NoAccessPage';
import { PageFrame } from '@/shared/ui/PageFrame';
import { PageLoader } from '@/shared/ui/PageLoader';

function ContactDetails({ partnerAccountId }: { partnerAccountId: string }) {
  const { t } = useTranslation();
  const company = useCompany(partnerAccountId);
  // The largest page: owners and admins are few, and every one of them must be listed.
  const members = useEmployees(partnerAccountId, { after: undefined }, MAX_PAGE_SIZE);
  if (company.isPending || members.isPending) return <PageLoader />;
  if (company.isError || members.isError) {
    return (
      <LoadError
        onRetry={() => {
          void company.refetch();
          void members.refetch();
        }}
      />
    );
  }
  const { data } = company;
  if (data === null) return <NoAccessPage />;
  const none = t('employees.none');
  const administrators = members.data.nodes.filter(
    (member) =>
      member.status === 'ACTIVE' && member.roles.some((role) => ADMIN_ROLES.includes(role)),
  );
  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <LabeledValue label={t('companyApplication.phoneNumber')}>
            {data.phoneNumber ? formatPhoneNumber(data.phoneNumber, data.countryCode) : none}
          </LabeledValue>
          <LabeledValue label={t('companyApplication.address1')}>
            {data.address ? formatAddress(data.address) : none}
          </LabeledValue>
          <LabeledValue label={t('companyApplication.websiteUrl')}>
            {data.websiteUrl ?? none}
          </LabeledValue>
        </SimpleGrid>
      </Paper>
      <Stack gap="xs" component="section" aria-labelledby="administrators">
        <Title order={2} size="h3" id="administrators">
          {t('companyContact.administrators')}
        </Title>
        {administrators.length === 0 ? (
          <Text>{none}</Text>
        ) : (
          <List>
            {administrators.map((member) => (
              <List.Item key={member.id}>
                {`${member.firstName} ${member.lastName}`.trim()} (
                {member.roles
                  .filter((role) => ADMIN_ROLES.includes(role))
                  .map((role) => t(`role.${role}`))
                  .join(', ')}
                ): {member.email}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Stack>
  );
}

/**
 * /mybusiness/company/contact (owners and admins only, spec 000 §2; the route guard shows the
 * no-access page to others): how to reach the company, and its owners' and admins' emails.
 */
export function CompanyContactRoute() {
  const { t } = useTranslation();
  const { facts } = useViewerFacts();
  if (facts.partnerAccountId === undefined) return <NoAccessPage />;
  return (
    <PageFrame title={t('routes.companyContact')}>
      <ContactDetails partnerAccountId={facts.partnerAccountId} />
    </PageFrame>
  );
}
