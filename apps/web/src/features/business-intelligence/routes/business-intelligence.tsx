import { Navigate, Route, Routes, useLocation } from 'react-router';
import { AlertInsightsSection } from '@/features/business-intelligence/components/AlertInsightsSection';
import { BuildersSection } from '@/features/business-intelligence/components/BuildersSection';
import { BusinessIntelligenceLayout } from '@/features/business-intelligence/components/BusinessIntelligenceLayout';
import { ServiceInsightsSection } from '@/features/business-intelligence/components/ServiceInsightsSection';
import { useViewerFacts } from '@/shared/lib/viewer/use-viewer-facts';
import { NoAccessPage } from '@/shared/ui/NoAccessPage';
import { NotFoundPage } from '@/shared/ui/NotFoundPage';

/**
 * /mybusiness/business-intelligence/*: alerts insights, service insights and the builders, each
 * at its own address; the bare address opens the first. The route guard lets in only whom the
 * left navigation shows it to (spec 000 §6).
 */
export function BusinessIntelligenceRoute() {
  const { facts } = useViewerFacts();
  const { search } = useLocation();
  const partnerAccountId = facts.partnerAccountId;
  if (partnerAccountId === undefined) return <NoAccessPage />;
  return (
    <Routes>
      <Route element={<BusinessIntelligenceLayout />}>
        <Route index element={<Navigate to={{ pathname: 'alerts', search }} replace />} />
        <Route
          path="alerts"
          element={<AlertInsightsSection partnerAccountId={partnerAccountId} />}
        />
        <Route
          path="services"
          element={<ServiceInsightsSection partnerAccountId={partnerAccountId} />}
        />
        <Route
          path="builders"
          element={
            <BuildersSection
              partnerAccountId={partnerAccountId}
              roles={facts.roles}
              country={facts.countryCode}
            />
          }
        />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
