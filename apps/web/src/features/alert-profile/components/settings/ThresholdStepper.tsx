import { ActionIcon, Group, Text } from '@mantine/core';
import { THRESHOLD_MAX, THRESHOLD_MIN } from '@portal/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type ReadingUnit, unitValue } from '@/shared/lib/alert-labels';
import { useHoldToRepeat } from './hold-to-repeat';

interface StepButtonProps {
  direction: -1 | 1;
  label: string;
  disabled: boolean;
  step: (direction: -1 | 1) => boolean;
}

function StepButton({ direction, label, disabled, step }: StepButtonProps) {
  const handlers = useHoldToRepeat(() => step(direction), disabled);
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={label}
      disabled={disabled}
      style={{ touchAction: 'manipulation', userSelect: 'none' }}
      {...handlers}
    >
      <span aria-hidden>{direction < 0 ? '−' : '+'}</span>
    </ActionIcon>
  );
}

interface ThresholdStepperProps {
  label: string;
  value: number;
  unit: ReadingUnit;
  disabled: boolean;
  onChange(value: number): void;
}

/**
 * A temperature or humidity threshold (spec 000 §5, §9): − and + step by 1 from 10 to 90 and
 * repeat while held; each button disables at its bound. The value is announced as it changes.
 */
export function ThresholdStepper({
  label,
  value,
  unit,
  disabled,
  onChange,
}: ThresholdStepperProps) {
  const { t, i18n } = useTranslation();
  // Held buttons step faster than the page renders the value they changed.
  const latest = useRef(value);
  latest.current = value;
  const step = (direction: -1 | 1) => {
    const next = Math.min(THRESHOLD_MAX, Math.max(THRESHOLD_MIN, latest.current + direction));
    latest.current = next;
    onChange(next);
    return next > THRESHOLD_MIN && next < THRESHOLD_MAX;
  };
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <Text component="legend" size="sm" fw="var(--mantine-font-weight-medium)" mb={4} p={0}>
        {label}
      </Text>
      <Group gap="sm" wrap="nowrap">
        <StepButton
          direction={-1}
          label={t('alertSettings.pane.decrease')}
          disabled={disabled || value <= THRESHOLD_MIN}
          step={step}
        />
        <Text component="output" aria-live="polite" miw="4.5rem" ta="center" fw={600}>
          {unitValue(t, unit, value, i18n.language)}
        </Text>
        <StepButton
          direction={1}
          label={t('alertSettings.pane.increase')}
          disabled={disabled || value >= THRESHOLD_MAX}
          step={step}
        />
      </Group>
    </fieldset>
  );
}
