import { Text } from '@mantine/core';
import { hasPermission, type PartnerRole } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '@/shared/ui/TitledSection';
import { AssociatesList } from './AssociatesList';
import { BuilderActivity } from './BuilderActivity';

/** Who may add, edit and delete builders: the administrators, as the server decides. */
const WRITE_ASSOCIATES = 'company:update';

/** The country the server reads a builder's phone number by when the company has none. */
const SERVER_FALLBACK_COUNTRY = 'US';

interface BuildersSectionProps {
  partnerAccountId: string;
  roles: readonly PartnerRole[];
  /**
   * The viewer's country. The server checks a builder's phone number by the company's country,
   * which the viewer does not carry; the viewer's stands in for it rather than a call of its own.
   */
  country: string | null | undefined;
}

/** business-intelligence/builders: the builders the company works with, and what they brought. */
export function BuildersSection({ partnerAccountId, roles, country }: BuildersSectionProps) {
  const { t } = useTranslation();
  return (
    <TitledSection title={t('businessIntelligence.builders.title')}>
      <Text maw="40rem">{t('businessIntelligence.builders.intro')}</Text>
      <AssociatesList
        partnerAccountId={partnerAccountId}
        country={country ?? SERVER_FALLBACK_COUNTRY}
        canWrite={hasPermission(roles, WRITE_ASSOCIATES)}
      />
      <BuilderActivity partnerAccountId={partnerAccountId} />
    </TitledSection>
  );
}
