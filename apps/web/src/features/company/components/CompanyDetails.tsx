import { Paper, SimpleGrid } from '@mantine/core';
import { formatPhoneNumber, type PartnerAccount } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatAddress } from '@/shared/lib/address';
import { LabeledValue } from '@/shared/ui/LabeledValue';

/** The company's information, read only. */
export function CompanyDetails({ company }: { company: PartnerAccount }) {
  const { t } = useTranslation();
  const none = t('employees.none');
  return (
    <Paper withBorder p="md" radius="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <LabeledValue label={t('companyApplication.name')}>{company.name}</LabeledValue>
        <LabeledValue label={t('companyInfo.status')}>
          {t(`companyStatus.${company.status ?? 'NONE'}`)}
        </LabeledValue>
        <LabeledValue label={t('companyApplication.address1')}>
          {company.address ? formatAddress(company.address) : none}
        </LabeledValue>
        <LabeledValue label={t('companyApplication.phoneNumber')}>
          {company.phoneNumber ? formatPhoneNumber(company.phoneNumber, company.countryCode) : none}
        </LabeledValue>
        <LabeledValue label={t('companyApplication.websiteUrl')}>
          {company.websiteUrl ?? none}
        </LabeledValue>
        <LabeledValue label={t('companyApplication.proCategories')}>
          {company.proCategories.map((category) => t(`proCategories.${category}`)).join(', ') ||
            none}
        </LabeledValue>
        <LabeledValue label={t('companyApplication.expertise')}>
          {company.expertise.map((item) => t(`expertise.${item}`)).join(', ') || none}
        </LabeledValue>
      </SimpleGrid>
    </Paper>
  );
}
