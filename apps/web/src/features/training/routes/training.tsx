import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AcademySection } from '@/features/training/components/AcademySection';
import { DownloadsSection } from '@/features/training/components/DownloadsSection';
import { GuidesSection } from '@/features/training/components/GuidesSection';
import { SupportSection } from '@/features/training/components/SupportSection';
import { guidesFor } from '@/features/training/guides';
import { supportRegionOf } from '@/features/training/support-contacts';
import { useFeatureFlags, useMarket } from '@/shared/lib/feature-flags/use-feature-flags';
import { useViewer } from '@/shared/lib/viewer/get-viewer';
import { viewerFacts } from '@/shared/lib/viewer/viewer-facts';
import { LoadError } from '@/shared/ui/LoadError';
import { PageFrame } from '@/shared/ui/PageFrame';
import { PageLoader } from '@/shared/ui/PageLoader';

/**
 * /mybusiness/training: the Pro Academy, the viewer's support contacts, guides to the screens
 * the viewer can use, and the download libraries where the market has products. Everything
 * depends on who the viewer is and on the flags, so nothing shows until both are known.
 */
export function TrainingRoute() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const { flags, ready } = useFeatureFlags();
  const market = useMarket();
  const facts = viewerFacts(viewer.data);
  const guides = guidesFor(facts, flags);
  const loading = !viewer.isError && (viewer.isPending || !ready);

  return (
    <PageFrame title={t('routes.training')}>
      {viewer.isError && <LoadError onRetry={() => void viewer.refetch()} />}
      {loading && <PageLoader />}
      {viewer.isSuccess && ready && (
        <>
          <Text>{t('training.intro')}</Text>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <AcademySection newAcademyLink={flags.NEW_ACADEMY_LINK} />
            <SupportSection region={supportRegionOf(market, facts.countryCode)} />
          </SimpleGrid>
          {guides.length > 0 && <GuidesSection guides={guides} />}
          {flags.PRODUCTS && <DownloadsSection />}
        </>
      )}
    </PageFrame>
  );
}
