import { Button, Group, Menu, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Something a member may do on a home or a device. */
export interface Action {
  label: string;
  /** Why it cannot be done now: shown beside it, disabled. */
  unavailable?: string;
  tone?: 'danger';
  /** Shown on the button while its call is on its way. */
  loading?: boolean;
  onClick(): void;
}

interface ActionGroupProps {
  /** In order of importance; the first that can be done now is the button, the rest a menu. */
  actions: readonly Action[];
  /**
   * What they act on, in the controls' accessible names ("Register device for Lake house",
   * "More actions for Lake house"), so that each home's and device's are told apart.
   */
  target: string;
  /** A home's group is larger and filled; a table row's is small. */
  size: 'sm' | 'xs';
}

/**
 * One visible button for what comes first, and a "More actions" menu with the rest, so a home
 * or a device shows two controls instead of a row of them. An action that cannot be done now
 * stays in the menu, disabled, with its reason written under it.
 */
export function ActionGroup({ actions, target, size }: ActionGroupProps) {
  const { t } = useTranslation();
  const first = actions.findIndex((action) => action.unavailable === undefined);
  const primary = actions[first];
  const more = actions.filter((_, index) => index !== first);
  const moreLabel = t('customers.moreActions');
  const named = (action: string) => t('customers.actionFor', { action, name: target });
  return (
    <Group gap="xs">
      {primary && (
        <Button
          size={size}
          variant={size === 'sm' ? 'filled' : 'default'}
          color={primary.tone === 'danger' ? 'red' : undefined}
          loading={primary.loading}
          aria-label={named(primary.label)}
          onClick={primary.onClick}
        >
          {primary.label}
        </Button>
      )}
      {more.length > 0 && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button size={size} variant="default" aria-label={named(moreLabel)}>
              {moreLabel}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {more.map((action) => (
              <ActionItem key={action.label} action={action} />
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}

/** A menu item; a disabled one is named by its label and described by its reason. */
function ActionItem({ action }: { action: Action }) {
  const labelId = useId();
  const reasonId = useId();
  if (action.unavailable === undefined) {
    return (
      <Menu.Item color={action.tone === 'danger' ? 'red' : undefined} onClick={action.onClick}>
        {action.label}
      </Menu.Item>
    );
  }
  return (
    // Only the label looks disabled: the reason must stay easy to read.
    <Menu.Item disabled aria-labelledby={labelId} aria-describedby={reasonId} opacity={1}>
      <span id={labelId}>{action.label}</span>
      <Text id={reasonId} size="xs" c="var(--mantine-color-text)" maw={280}>
        {action.unavailable}
      </Text>
    </Menu.Item>
  );
}
