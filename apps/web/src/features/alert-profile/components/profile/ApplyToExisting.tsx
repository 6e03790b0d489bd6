import { ActionIcon, Group, Stack, Switch, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/shared/ui/ConfirmModal';
import type { ApplyToExistingLock } from './profile-rules';

interface ApplyToExistingProps {
  checked: boolean;
  lock: ApplyToExistingLock | null;
  /** The company's homes the run would ask (eligibleLocationsCount). */
  homes: number;
  onChange(applyToExistingInstalls: boolean): void;
}

/**
 * "Apply to existing customers": asks every eligible home for Pro Alerts once the profile is
 * created. Irreversible, so turning it on is confirmed, and once the profile exists the toggle
 * is locked with a tooltip that points to support (spec 000 §4).
 */
export function ApplyToExisting({ checked, lock, homes, onChange }: ApplyToExistingProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const description =
    lock === 'devicesPicked'
      ? t('alertProfile.apply.allDevicesOnly')
      : t('alertProfile.apply.homes', { count: homes });

  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Switch
          label={t('alertProfile.apply.label')}
          description={description}
          checked={checked}
          disabled={lock !== null}
          onChange={(event) => {
            if (event.currentTarget.checked) setConfirming(true);
            else onChange(false);
          }}
        />
        {lock === 'profileExists' && (
          // A disabled switch cannot take focus, so the reason sits on a button beside it that can.
          <Tooltip
            label={t('alertProfile.apply.locked')}
            multiline
            w={260}
            events={{ hover: true, focus: true, touch: true }}
          >
            <ActionIcon variant="subtle" aria-label={t('alertProfile.apply.lockedButton')}>
              <InfoIcon />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      <ConfirmModal
        opened={confirming}
        title={t('alertProfile.apply.confirmTitle')}
        body={t('alertProfile.apply.confirmBody', { count: homes })}
        confirmLabel={t('alertProfile.apply.confirm')}
        submitting={false}
        onConfirm={() => {
          onChange(true);
          setConfirming(false);
        }}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

function InfoIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 11v6M12 7.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
