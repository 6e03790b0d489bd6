import { Progress, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import {
  isSetupComplete,
  type SetupFacts,
  type SetupStepView,
  setupCount,
  setupSteps,
} from '@/features/service-setup/setup-steps';
import { academyLink } from '@/shared/config/links';
import { useFeatureFlags } from '@/shared/lib/feature-flags/use-feature-flags';
import { readSetupProgress, recordSetupStep, startSetup } from '@/shared/lib/service-setup-steps';
import { ExternalLink } from '@/shared/ui/ExternalLink';
import { PageFrame } from '@/shared/ui/PageFrame';
import { focusHeading, useFocusHeadingOnShow } from './focus-heading';
import { StepCard } from './StepCard';

interface SetupWizardProps {
  partnerAccountId: string;
  facts: SetupFacts;
  /** The viewer may buy services (owner or admin, the store open in their market). */
  canBuyServices: boolean;
}

/**
 * The service setup wizard (spec 000 §4): the four steps in order with their states and the
 * progress over the steps this viewer can do; once all are done, the completed title and a
 * closing note about the academy. Opening it with something to set up starts setup.
 */
export function SetupWizard({ partnerAccountId, facts, canBuyServices }: SetupWizardProps) {
  const { t } = useTranslation();
  const { flags } = useFeatureFlags();
  const [progress, setProgress] = useState(() => readSetupProgress(partnerAccountId));
  const page = useRef<HTMLDivElement>(null);
  useFocusHeadingOnShow(page);
  const steps = setupSteps(facts, progress);
  const { done, total } = setupCount(steps);
  const complete = isSetupComplete(steps);

  useEffect(() => {
    if (total > 0) startSetup(partnerAccountId);
  }, [total, partnerAccountId]);

  const skip = (step: SetupStepView['number']) => {
    // The update is flushed first so that focus can go where the skipped step's buttons went:
    // on to the next step, or to the title that says setup is complete.
    flushSync(() => setProgress(recordSetupStep(partnerAccountId, step, 'skip')));
    const next = page.current?.querySelector<HTMLElement>('[aria-current="step"] a');
    if (next) next.focus();
    else focusHeading(page.current);
  };

  return (
    <div ref={page}>
      <PageFrame title={complete ? t('serviceSetup.completedTitle') : t('routes.serviceSetup')}>
        <Text maw="40rem">
          {complete ? t('serviceSetup.completedIntro') : t('serviceSetup.intro')}
        </Text>
        {total === 0 ? (
          <Text maw="40rem">{t('serviceSetup.nothingToSetUp')}</Text>
        ) : (
          <Stack gap={4} maw="40rem">
            <Text size="sm">{t('serviceSetup.progress', { done, total })}</Text>
            <Progress
              value={(done / total) * 100}
              aria-label={t('serviceSetup.progress', { done, total })}
            />
          </Stack>
        )}
        <Stack component="ol" gap="sm" p={0} m={0} maw="40rem">
          {steps.map((step) => (
            <StepCard
              key={step.key}
              step={step}
              first={done === 0}
              canBuyServices={canBuyServices}
              onSkip={() => skip(step.number)}
            />
          ))}
        </Stack>
        {complete && (
          <Text maw="40rem">
            {t('serviceSetup.academyNote')}{' '}
            <ExternalLink href={academyLink(flags.NEW_ACADEMY_LINK)}>
              {t('serviceSetup.academyLink')}
            </ExternalLink>
          </Text>
        )}
      </PageFrame>
    </div>
  );
}
