import { Checkbox, Stack } from '@mantine/core';
import type { ProductGroup } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ALL_DEVICES, checkedDevices, pickDevices } from './device-selection';

interface DeviceSelectionProps {
  /** The service's product groups. */
  groups: readonly ProductGroup[];
  /** The picked groups; none for all devices. */
  productGroupIds: readonly string[];
  /** What the pick is for, in the service's words ("Send alerts for"). */
  label: string;
  onChange(productGroupIds: string[]): void;
}

/** Which devices a service covers: All devices, or some of the service's product groups. */
export function DeviceSelection({
  groups,
  productGroupIds,
  label,
  onChange,
}: DeviceSelectionProps) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group
      label={label}
      description={t('serviceSettings.devices.description')}
      value={checkedDevices(productGroupIds)}
      onChange={(checked) => onChange(pickDevices(productGroupIds, checked))}
    >
      <Stack gap="xs" mt="xs">
        <Checkbox value={ALL_DEVICES} label={t('serviceSettings.devices.all')} />
        {groups.map((group) => (
          <Checkbox key={group.id} value={group.id} label={group.name} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
