import { featureFlagsFor } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { meQueryOptions } from '@/features/home-app/api/get-me';
import { useAuth } from '@/shared/lib/auth/auth-context';
import { flagOverridesQueryOptions } from '@/shared/lib/feature-flags/get-flag-overrides';
import { useHouseholdUpdates, usePolledHouseholds } from './use-household-updates';

/**
 * Keeps the homeowner's sessions and devices fresh while the homeowner app is open; renders
 * nothing. As for the portal's notifications, REAL_TIME_MESSAGING (the homeowner's country and
 * the deployment's overrides) decides how: the households' realtime channels, or asking again
 * now and then. Nothing starts before the flag and the households are known, nor in mock mode.
 */
export function HouseholdUpdates() {
  const { status, mockMode } = useAuth();
  const me = useQuery({ ...meQueryOptions(), enabled: status === 'authenticated' && !mockMode });
  // Read, never fetched here: the app asks for the overrides on every page.
  const overrides = useQuery({ ...flagOverridesQueryOptions(), enabled: false });
  if (mockMode || me.data === undefined || overrides.isPending) return null;
  const households = me.data.consumerAccounts.map(({ id }) => id);
  const live = featureFlagsFor(me.data.countryCode, overrides.data).REAL_TIME_MESSAGING;
  return live ? (
    <LiveHouseholds households={households} />
  ) : (
    <PolledHouseholds households={households} />
  );
}

function LiveHouseholds({ households }: { households: readonly string[] }) {
  useHouseholdUpdates(households);
  return null;
}

function PolledHouseholds({ households }: { households: readonly string[] }) {
  usePolledHouseholds(households);
  return null;
}
