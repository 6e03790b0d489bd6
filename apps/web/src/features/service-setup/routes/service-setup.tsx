import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type SetupStepView,
  type StepState,
  setupSteps,
} from '@/features/service-setup/setup-steps';
import { readSetupProgress } from '@/shared/lib/service-setup-steps';
import { useViewerFacts } from '@/shared/lib/viewer/use-viewer-facts';
import { NoAccessPage } from '@/shared/ui/NoAccessPage';
import { PageFrame } from '@/shared/ui/PageFrame';

const STATE_COLORS: Record<StepState, string> = {
  upcoming: 'gray',
  complete: 'green',
  skipped: 'yellow',
};

/**
 * /mybusiness/services/setup: the service setup wizard's steps in order, each with its state in
 * this browser and a link to its screen (issue 16 adds the banner, polling and completion).
 */
export function ServiceSetupRoute() {
  const { t } = useTranslation();
  const { facts } = useViewerFacts();
  if (facts.partnerAccountId === undefined) return <NoAccessPage />;
  const steps = setupSteps(facts, readSetupProgress(facts.partnerAccountId));
  return (
    <PageFrame title={t('routes.serviceSetup')}>
      <Text maw="40rem">{t('serviceSetup.intro')}</Text>
      <Stack component="ol" gap="sm" p={0} m={0} maw="40rem">
        {steps.map((step) => (
          <StepCard key={step.key} step={step} />
        ))}
      </Stack>
      {!facts.hasActiveProAlerts && <Text maw="40rem">{t('serviceSetup.proAlertsNote')}</Text>}
    </PageFrame>
  );
}

function StepCard({ step }: { step: SetupStepView }) {
  const { t } = useTranslation();
  const title = t(`serviceSetup.steps.${step.key}.title`);
  return (
    <Card component="li" withBorder padding="md">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600}>
            {`${step.number}. `}
            {step.to === null ? (
              title
            ) : (
              <Anchor component={Link} to={step.to} inherit>
                {title}
              </Anchor>
            )}
          </Text>
          <Badge variant="light" color={STATE_COLORS[step.state]}>
            {t(`serviceSetup.state.${step.state}`)}
          </Badge>
        </Group>
        <Text size="sm">
          {step.to === null
            ? t('serviceSetup.needsBranding')
            : t(`serviceSetup.steps.${step.key}.description`)}
        </Text>
      </Stack>
    </Card>
  );
}
