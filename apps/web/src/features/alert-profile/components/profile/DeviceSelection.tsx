import { Checkbox, Stack } from '@mantine/core';
import type { ProductGroup } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ALL_DEVICES, checkedDevices, pickDevices } from './profile-rules';

interface DeviceSelectionProps {
  groups: readonly ProductGroup[];
  /** The picked groups; none for all devices. */
  productGroupIds: readonly string[];
  onChange(productGroupIds: string[]): void;
}

/** Which devices the alerts watch: All devices, or some of the Pro Alerts product groups. */
export function DeviceSelection({ groups, productGroupIds, onChange }: DeviceSelectionProps) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group
      label={t('alertProfile.devices.label')}
      description={t('alertProfile.devices.description')}
      value={checkedDevices(productGroupIds)}
      onChange={(checked) => onChange(pickDevices(productGroupIds, checked))}
    >
      <Stack gap="xs" mt="xs">
        <Checkbox value={ALL_DEVICES} label={t('alertProfile.devices.all')} />
        {groups.map((group) => (
          <Checkbox key={group.id} value={group.id} label={group.name} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
