import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { hasPermission } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCustomerCount, useTeamGrowth } from '@/features/business-home/api/get-list-sizes';
import { useProAlertsProfileCreated } from '@/features/business-home/api/get-pro-alerts-profile';
import { BrandingTileSection } from '@/features/business-home/components/BrandingTile';
import { BusinessDashboard } from '@/features/business-home/components/BusinessDashboard';
import {
  type NextStep,
  type StepKey,
  stepsFor,
  stepsToDo,
} from '@/features/business-home/next-steps';
import { customerAccountsAllowed, marketAllows } from '@/shared/lib/access-rules';
import { useFeatureFlags } from '@/shared/lib/feature-flags/use-feature-flags';
import { readSetupProgress, SERVICE_SETUP_STEPS } from '@/shared/lib/service-setup-steps';
import { useViewer } from '@/shared/lib/viewer/get-viewer';
import { viewerFacts } from '@/shared/lib/viewer/viewer-facts';
import { DocumentTitle } from '@/shared/ui/DocumentTitle';
import { LoadError } from '@/shared/ui/LoadError';
import { PageLoader } from '@/shared/ui/PageLoader';

/**
 * /mybusiness/home: the company's name; the dashboard of the company's figures for those who
 * may read insights (a technician or a guest keeps the page without them); its branding tile for
 * those who manage the brand where the market has it; and the partner's next steps: only the
 * steps the viewer may take, and of those only what the company has not done yet.
 */
export function BusinessHomeRoute() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const { flags } = useFeatureFlags();
  const title = t('routes.home');
  const company = viewer.data?.partnerUsers[0]?.partnerAccount.name;
  const facts = viewerFacts(viewer.data);
  const offered = stepsFor(facts, flags);
  const offers = (key: StepKey) => offered.some((step) => step.key === key);
  const accountId = facts.partnerAccountId ?? '';
  const customers = useCustomerCount(accountId, offers('addCustomers'));
  const team = useTeamGrowth(accountId, offers('inviteEmployees'));
  const proAlertsProfile = useProAlertsProfileCreated(accountId, offers('setUpProAlerts'));
  const setup = readSetupProgress(accountId);
  const showDashboard =
    facts.partnerAccountId !== undefined && hasPermission(facts.roles, 'insights:read');
  const showBrandingTile =
    facts.partnerAccountId !== undefined &&
    hasPermission(facts.roles, 'brandProfile:manage') &&
    marketAllows(flags);
  // A count that failed to load leaves its step offered: doing it again harms nothing.
  const steps = stepsToDo(offered, facts, {
    customers: customers.data ?? 0,
    teamGrowth: team.data ?? 0,
    proAlertsSetUp:
      proAlertsProfile.data === true ||
      (setup[SERVICE_SETUP_STEPS.CustomerAlertServiceSettings] !== undefined &&
        setup[SERVICE_SETUP_STEPS.CustomizeAlertsSettings] !== undefined),
  });

  return (
    <Stack gap="lg">
      <DocumentTitle title={title} />
      <Title order={1}>{title}</Title>
      {viewer.isPending && <PageLoader />}
      {viewer.isError && <LoadError onRetry={() => void viewer.refetch()} />}
      {viewer.isSuccess && (
        <>
          <Stack gap={4}>
            <Text size="lg" fw={600}>
              {t('businessHome.welcome', { name: viewer.data.firstName })}
            </Text>
            {company !== undefined && <Text>{t('businessHome.company', { company })}</Text>}
          </Stack>
          {showDashboard && (
            <BusinessDashboard
              partnerAccountId={accountId}
              canOpenCustomers={customerAccountsAllowed(facts, flags)}
            />
          )}
          {showBrandingTile && <BrandingTileSection partnerAccountId={accountId} />}
          {offered.length > 0 && (
            <NextSteps
              steps={steps}
              loading={customers.isLoading || team.isLoading || proAlertsProfile.isLoading}
            />
          )}
        </>
      )}
    </Stack>
  );
}

/** The steps still to do, or that nothing is left; nothing until the counts they need are in. */
function NextSteps({ steps, loading }: { steps: readonly NextStep[]; loading: boolean }) {
  const { t } = useTranslation();
  if (loading) {
    return <PageLoader />;
  }
  if (steps.length === 0) {
    return <Text>{t('businessHome.allDone')}</Text>;
  }
  return (
    <section aria-labelledby="next-steps">
      <Title order={2} size="h3" id="next-steps">
        {t('businessHome.nextSteps')}
      </Title>
      <Text mb="md">{t('businessHome.nextStepsIntro')}</Text>
      <SimpleGrid
        component="ol"
        cols={{ base: 1, sm: 2 }}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {steps.map((step) => (
          <Paper component="li" key={step.key} withBorder p="md" radius="md">
            <Stack gap="xs" align="flex-start">
              <Title order={3} size="h4">
                {t(`businessHome.steps.${step.key}.title`)}
              </Title>
              <Text size="sm">{t(`businessHome.steps.${step.key}.body`)}</Text>
              <Anchor component={Link} to={step.to}>
                {t(`businessHome.steps.${step.key}.link`)}
              </Anchor>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
