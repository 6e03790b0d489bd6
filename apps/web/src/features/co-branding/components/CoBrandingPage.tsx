import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/shared/ui/PageFrame';
import { BrandedHomesSection } from './BrandedHomesSection';
import { BrandingRequestsSection } from './BrandingRequestsSection';
import { LoyaltySection } from './LoyaltySection';

/** The co-branding area: three sections, each from its own insights call. */
export function CoBrandingPage({ partnerAccountId }: { partnerAccountId: string }) {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('coBranding.title')}>
      <Text maw="40rem">{t('coBranding.intro')}</Text>
      <BrandedHomesSection partnerAccountId={partnerAccountId} />
      <BrandingRequestsSection partnerAccountId={partnerAccountId} />
      <LoyaltySection partnerAccountId={partnerAccountId} />
    </PageFrame>
  );
}
