import { Button, Group, Tooltip } from '@mantine/core';
import type { CustomerLocation } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import type { CustomerAbilities } from './device-rules';
import type { HomeDialog, HomeDialogKind } from './home-dialog';

interface HomeActionsProps {
  home: CustomerLocation;
  abilities: CustomerAbilities;
  onOpen(dialog: HomeDialog): void;
}

/**
 * A home's buttons: devices:manage registers devices and requests services (not while the home
 * is in pre-registration, as nobody could consent yet); customers:manage pre-registers and
 * commissions a home the homeowner does not have, invites the homeowner, edits and deletes.
 */
export function HomeActions({ home, abilities, onOpen }: HomeActionsProps) {
  const { t } = useTranslation();
  if (!abilities.manageDevices && !abilities.manageCustomers) return null;
  const preRegistered = home.state === 'InPreRegistration';
  const open = (kind: HomeDialogKind) => () => onOpen({ kind });

  return (
    <Group gap="sm">
      {abilities.manageDevices && (
        <>
          <Button size="sm" onClick={open('register')}>
            {t('customers.device.registerOpen')}
          </Button>
          <Tooltip label={t('customers.home.servicesAfterCommission')} disabled={!preRegistered}>
            <Button
              size="sm"
              variant="default"
              disabled={home.devices.length === 0}
              // A disabled button shows no tooltip, so this one only looks and reads disabled.
              data-disabled={preRegistered || undefined}
              aria-disabled={preRegistered || undefined}
              onClick={(event) =>
                preRegistered ? event.preventDefault() : onOpen({ kind: 'service', deviceIds: [] })
              }
            >
              {t('customers.service.request')}
            </Button>
          </Tooltip>
        </>
      )}
      {abilities.manageCustomers && (
        <>
          {preRegistered && (
            <Button size="sm" variant="default" onClick={open('commission')}>
              {t('customers.home.commission')}
            </Button>
          )}
          {!home.hasHousehold && (
            <Button size="sm" variant="default" onClick={open('preRegister')}>
              {t('customers.home.preRegister')}
            </Button>
          )}
          {!preRegistered && (
            <Button
              size="sm"
              variant="default"
              disabled={home.homeownerLinked}
              onClick={open('invite')}
            >
              {t('customers.invite.open')}
            </Button>
          )}
          <Button size="sm" variant="default" onClick={open('edit')}>
            {t('customers.home.edit')}
          </Button>
          <Button size="sm" variant="default" color="red" onClick={open('deleteHome')}>
            {t('customers.home.delete')}
          </Button>
        </>
      )}
    </Group>
  );
}
