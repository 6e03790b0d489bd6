import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { ASSIGNABLE_ROLES, type PartnerRole } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface RoleModalProps {
  opened: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  /** The role selected when the modal opens. */
  initialRole: PartnerRole;
  submitting: boolean;
  onConfirm(role: PartnerRole): void;
  onClose(): void;
}

function isAssignable(value: string | null): value is (typeof ASSIGNABLE_ROLES)[number] {
  return ASSIGNABLE_ROLES.some((role) => role === value);
}

/**
 * Chooses one role among those an owner or admin may give (ASSIGNABLE_ROLES): changing a
 * member's role, and the role of an accepted join request.
 */
export function RoleModal({
  opened,
  title,
  description,
  confirmLabel,
  initialRole,
  submitting,
  onConfirm,
  onClose,
}: RoleModalProps) {
  const { t } = useTranslation();
  const [role, setRole] = useState<PartnerRole>(initialRole);
  const options = ASSIGNABLE_ROLES.map((value) => ({ value, label: t(`role.${value}`) }));
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Stack gap="md">
        <Text>{description}</Text>
        <Select
          label={t('employees.role')}
          data={options}
          value={isAssignable(role) ? role : null}
          onChange={(value) => {
            if (isAssignable(value)) setRole(value);
          }}
          allowDeselect={false}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={submitting}>
            {t('employees.cancel')}
          </Button>
          <Button
            loading={submitting}
            disabled={!isAssignable(role)}
            onClick={() => onConfirm(role)}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
