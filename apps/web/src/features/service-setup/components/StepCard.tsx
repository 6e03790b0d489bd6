import { Badge, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SetupStepView } from '@/features/service-setup/setup-steps';
import { EXTERNAL_NAV_LINKS } from '@/shared/config/links';
import { ExternalLink } from '@/shared/ui/ExternalLink';

const BADGE_COLORS = {
  upcoming: 'gray',
  inProgress: 'blue',
  complete: 'green',
  skipped: 'yellow',
  unavailable: 'gray',
} as const;

function badgeOf(step: SetupStepView): keyof typeof BADGE_COLORS {
  if (step.unavailableBecause !== null) return 'unavailable';
  return step.skipped ? 'skipped' : step.state;
}

interface StepCardProps {
  step: SetupStepView;
  /** Start rather than Continue: no step done yet. */
  first: boolean;
  /** The viewer may buy services (owner or admin, the store open in their market). */
  canBuyServices: boolean;
  onSkip(): void;
}

/**
 * One step of the wizard: its state, and what can be done with it. The step in progress opens
 * or is skipped; a done step reopens; an unavailable one says why, and where to get its service.
 */
export function StepCard({ step, first, canBuyServices, onSkip }: StepCardProps) {
  const { t } = useTranslation();
  const title = t(`serviceSetup.steps.${step.key}.title`);
  const badge = badgeOf(step);
  const unavailable = step.unavailableBecause;
  // The step's name, for screen readers that list the page's buttons and links out of context.
  const ofStep = <VisuallyHidden>{`: ${title}`}</VisuallyHidden>;
  return (
    <Card
      component="li"
      withBorder
      padding="md"
      bg={unavailable === null ? undefined : 'gray.1'}
      aria-current={step.state === 'inProgress' ? 'step' : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h4">
            {t('serviceSetup.stepTitle', { number: step.number, title })}
          </Title>
          <Badge variant="light" color={BADGE_COLORS[badge]}>
            {t(`serviceSetup.state.${badge}`)}
          </Badge>
        </Group>
        <Text size="sm">
          {unavailable === null
            ? t(`serviceSetup.steps.${step.key}.description`)
            : t(`serviceSetup.unavailable.${unavailable}`)}
        </Text>
        {unavailable !== null && unavailable !== 'role' && canBuyServices && (
          <ExternalLink href={EXTERNAL_NAV_LINKS.servicesSubscriptions} size="sm">
            {t('serviceSetup.servicesLink')}
          </ExternalLink>
        )}
        {unavailable === null && step.state === 'inProgress' && (
          <Group gap="sm">
            <Button component={Link} to={step.to}>
              {first ? t('serviceSetup.start') : t('serviceSetup.continue')}
              {ofStep}
            </Button>
            <Button variant="default" onClick={onSkip}>
              {t('serviceSetup.skip')}
              {ofStep}
            </Button>
          </Group>
        )}
        {unavailable === null && step.state === 'complete' && (
          <Group>
            <Button component={Link} to={step.to} variant="default" size="xs">
              {step.skipped ? t('serviceSetup.setUp') : t('serviceSetup.edit')}
              {ofStep}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
