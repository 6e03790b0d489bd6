import { useEffect } from 'react';
import { Outlet, useNavigate, useSearchParams } from 'react-router';
import { autoStartTarget } from '@/features/service-setup/auto-start';
import { setupSteps } from '@/features/service-setup/setup-steps';
import { isSetupStarted, readSetupProgress } from '@/shared/lib/service-setup-steps';
import { useViewerFacts } from '@/shared/lib/viewer/use-viewer-facts';

// Companies sent to the wizard in this page load: the wizard marks setup started, but where
// storage fails that mark is lost, and the partner must still reach the home page afterwards.
const sentToSetup = new Set<string>();

/**
 * Around the business home: sends the viewer to the setup wizard once, when setup should start
 * automatically or they come back from the online store (auto-start.ts); else the home page.
 */
export function SetupAutoStartRoute() {
  const { facts } = useViewerFacts();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const id = facts.partnerAccountId;
  const target =
    id === undefined || sentToSetup.has(id)
      ? null
      : autoStartTarget(setupSteps(facts, readSetupProgress(id)), isSetupStarted(id), search);

  useEffect(() => {
    if (id === undefined || target === null) return;
    sentToSetup.add(id);
    void navigate(target, { replace: true });
  }, [id, target, navigate]);

  return target === null ? <Outlet /> : null;
}
