import { ActionIcon, Group, Stack, Switch, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/shared/ui/ConfirmModal';
import type { ApplyToExistingLock } from './apply-to-existing';

interface ApplyToExistingProps {
  checked: boolean;
  lock: ApplyToExistingLock | null;
  /** The company's homes the run would ask (eligibleLocationsCount). */
  homes: number;
  /** Why a settled choice cannot change, pointing to support, in the service's words. */
  lockedReason: string;
  /** What turning it on will do, in the service's words; asked before it is turned on. */
  confirmBody: string;
  onChange(applyToExistingInstalls: boolean): void;
}

/**
 * "Apply to existing customers": asks every eligible home for the service. Irreversible, so
 * turning it on is confirmed, and a settled choice is locked with a tooltip that points to
 * support (spec 000 §4).
 */
export function ApplyToExisting({
  checked,
  lock,
  homes,
  lockedReason,
  confirmBody,
  onChange,
}: ApplyToExistingProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const description =
    lock === 'devicesPicked'
      ? t('serviceSettings.apply.allDevicesOnly')
      : t('serviceSettings.apply.homes', { count: homes });

  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Switch
          label={t('serviceSettings.apply.label')}
          description={description}
          checked={checked}
          disabled={lock !== null}
          onChange={(event) => {
            if (event.currentTarget.checked) setConfirming(true);
            else onChange(false);
          }}
        />
        {lock === 'settled' && (
          // A disabled switch cannot take focus, so the reason sits on a button beside it that can.
          <Tooltip
            label={lockedReason}
            multiline
            w={260}
            events={{ hover: true, focus: true, touch: true }}
          >
            <ActionIcon variant="subtle" aria-label={t('serviceSettings.apply.lockedButton')}>
              <InfoIcon />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      <ConfirmModal
        opened={confirming}
        title={t('serviceSettings.apply.confirmTitle')}
        body={confirmBody}
        confirmLabel={t('serviceSettings.apply.confirm')}
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
