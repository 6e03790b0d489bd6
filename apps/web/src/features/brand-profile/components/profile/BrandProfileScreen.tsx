import type { BrandProfile } from '@portal/contracts';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useBrandProfile } from '@/features/brand-profile/api/get-brand-profile';
import { LoadError } from '@/shared/ui/LoadError';
import { PageFrame } from '@/shared/ui/PageFrame';
import { PageLoader } from '@/shared/ui/PageLoader';

interface BrandProfileScreenProps {
  partnerAccountId: string;
  title: string;
  /** Beside the title once the profile is loaded, e.g. its status. */
  actions?: (profile: BrandProfile) => ReactNode;
  /** Another page this profile belongs on (new before creation, manage after), or null. */
  elsewhere(profile: BrandProfile): string | null;
  children(profile: BrandProfile): ReactNode;
}

/**
 * A brand profile page: the profile loads under the page's title (loading and failure shown in
 * place), then the page, or the page the profile belongs on, keeping ?from=setup.
 */
export function BrandProfileScreen({
  partnerAccountId,
  title,
  actions,
  elsewhere,
  children,
}: BrandProfileScreenProps) {
  const { search } = useLocation();
  const profile = useBrandProfile(partnerAccountId);
  if (profile.isSuccess) {
    const target = elsewhere(profile.data);
    if (target !== null) return <Navigate to={`${target}${search}`} replace />;
  }
  return (
    <PageFrame title={title} actions={profile.isSuccess ? actions?.(profile.data) : undefined}>
      {profile.isError ? (
        <LoadError onRetry={() => void profile.refetch()} />
      ) : profile.isPending ? (
        <PageLoader />
      ) : (
        children(profile.data)
      )}
    </PageFrame>
  );
}
