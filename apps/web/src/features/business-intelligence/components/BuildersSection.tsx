import { Text } from '@mantine/core';
import { hasPermission, type PartnerRole } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useViewer } from '@/shared/lib/viewer/get-viewer';
import { TitledSection } from '@/shared/ui/TitledSection';
import { AssociatesList } from './AssociatesList';
import { BuilderActivity } from './BuilderActivity';

/** Who may add, edit and delete builders: the administrators, as the server decides. */
const WRITE_ASSOCIATES = 'company:update';

interface BuildersSectionProps {
  partnerAccountId: string;
  roles: readonly PartnerRole[];
}

/** business-intelligence/builders: the builders the company works with, and what they brought. */
export function BuildersSection({ partnerAccountId, roles }: BuildersSectionProps) {
  const { t } = useTranslation();
  const viewer = useViewer();
  return (
    <TitledSection title={t('businessIntelligence.builders.title')}>
      <Text maw="40rem">{t('businessIntelligence.builders.intro')}</Text>
      <AssociatesList
        partnerAccountId={partnerAccountId}
        country={viewer.data?.countryCode ?? ''}
        canWrite={hasPermission(roles, WRITE_ASSOCIATES)}
      />
      <BuilderActivity partnerAccountId={partnerAccountId} />
    </TitledSection>
  );
}
