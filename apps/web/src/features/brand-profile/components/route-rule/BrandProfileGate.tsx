import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FALLBACK_LANDING_PATH } from '@/shared/config/constants';
import { useFeatureFlags } from '@/shared/lib/feature-flags/use-feature-flags';
import { useViewerFacts } from '@/shared/lib/viewer/use-viewer-facts';
import { NoAccessPage } from '@/shared/ui/NoAccessPage';
import { PageLoader } from '@/shared/ui/PageLoader';
import { UnavailablePage } from '@/shared/ui/UnavailablePage';
import { brandProfileDestination } from './brand-profile-destination';
import { InactiveBrandingPage } from './InactiveBrandingPage';
import { RedirectToStore } from './RedirectToStore';

/** What the brand profile pages need of the viewer once the rule lets them in. */
export interface BrandProfileViewer {
  partnerAccountId: string;
  /** The partner's country, which reads a national phone number. */
  country: string | null | undefined;
}

interface BrandProfileGateProps {
  /** The brand profile page itself, for a company with Homeowner App Branding. */
  children(viewer: BrandProfileViewer): ReactNode;
}

/**
 * The brand profile route rule (spec 000 §6) in front of the manage, new and view pages: each
 * viewer sees the page, or where the rule sends them instead. Waits for the viewer and the
 * deployment's flags so it never decides on half the facts.
 */
export function BrandProfileGate({ children }: BrandProfileGateProps) {
  const { t } = useTranslation();
  const viewer = useViewerFacts();
  const { flags, ready } = useFeatureFlags();
  if (viewer.isPending || !ready) return <PageLoader />;

  const { facts } = viewer;
  switch (brandProfileDestination(facts, flags)) {
    case 'noAccess':
      return <NoAccessPage />;
    case 'servicesSubscriptions':
      return <RedirectToStore />;
    case 'inactive':
      return <InactiveBrandingPage />;
    case 'unavailable':
      return (
        <UnavailablePage
          title={t('brandProfile.unavailable.title')}
          description={t('brandProfile.unavailable.description')}
          actions={
            <Button component={Link} to={FALLBACK_LANDING_PATH}>
              {t('brandProfile.unavailable.home')}
            </Button>
          }
        />
      );
    case 'manage':
      return facts.partnerAccountId === undefined ? (
        <NoAccessPage />
      ) : (
        children({ partnerAccountId: facts.partnerAccountId, country: facts.countryCode })
      );
  }
}
