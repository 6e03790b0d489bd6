import { type FeatureFlags, featureFlagsFor, type Market, marketOf } from '@portal/contracts';
import { useEffect, useMemo } from 'react';
import { useAuth } from '@/shared/lib/auth/auth-context';
import { marketFromBrowserLanguage } from '@/shared/lib/market';
import { useViewer } from '@/shared/lib/viewer/get-viewer';
import { useFlagOverrides } from './get-flag-overrides';

export interface FeatureFlagsState {
  flags: FeatureFlags;
  /** False until the deployment's overrides are known; gates wait for them, links need not. */
  ready: boolean;
}

/**
 * The feature flags of spec 000 §6 for the viewer's country and the deployment's overrides.
 * Overrides that cannot be fetched leave the spec's defaults in force (logged): the portal
 * stays usable with the features every market has.
 */
export function useFeatureFlags(): FeatureFlagsState {
  const viewer = useViewer();
  const overrides = useFlagOverrides();
  const failed = overrides.isError;
  useEffect(() => {
    if (failed) {
      console.error(
        'Feature flag overrides could not be loaded; using the defaults',
        overrides.error,
      );
    }
  }, [failed, overrides.error]);
  const country = viewer.data?.countryCode;
  const flags = useMemo(() => featureFlagsFor(country, overrides.data), [country, overrides.data]);
  return { flags, ready: overrides.isSuccess || failed };
}

/**
 * The market: the viewer's country once signed in and known, before that (or for a country in
 * neither list) the browser language's guess.
 */
export function useMarket(): Market {
  const { status } = useAuth();
  const viewer = useViewer();
  const fromCountry = status === 'authenticated' ? marketOf(viewer.data?.countryCode) : null;
  return fromCountry ?? marketFromBrowserLanguage(navigator.language);
}
