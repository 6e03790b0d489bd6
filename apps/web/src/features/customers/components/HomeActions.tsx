import type { CustomerLocation } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { type Action, ActionGroup } from './ActionGroup';
import type { CustomerAbilities } from './device-rules';
import type { HomeDialog, HomeDialogKind } from './home-dialog';

interface HomeActionsProps {
  home: CustomerLocation;
  abilities: CustomerAbilities;
  onOpen(dialog: HomeDialog): void;
}

/**
 * What a member may do on a home: devices:manage registers devices and requests services (not
 * while the home is in pre-registration, as nobody could consent yet); customers:manage
 * pre-registers and commissions a home the homeowner does not have, invites the homeowner,
 * edits and deletes. A pre-registered home's next step is its commissioning, else registering
 * devices; the rest is in the home's menu, with the reason when it cannot be done now.
 */
export function HomeActions({ home, abilities, onOpen }: HomeActionsProps) {
  const { t } = useTranslation();
  const preRegistered = home.state === 'InPreRegistration';
  const noDevices = home.devices.length === 0;
  const open = (kind: HomeDialogKind) => () => onOpen({ kind });
  const actions: Action[] = [];

  if (abilities.manageCustomers && preRegistered) {
    actions.push({
      label: t('customers.home.commission'),
      unavailable: noDevices ? t('conflicts.commission.noDevices') : undefined,
      onClick: open('commission'),
    });
  }
  if (abilities.manageDevices) {
    actions.push(
      { label: t('customers.device.registerOpen'), onClick: open('register') },
      {
        label: t('customers.service.request'),
        unavailable: preRegistered
          ? t('customers.home.servicesAfterCommission')
          : noDevices
            ? t('customers.unavailable.noDevices')
            : undefined,
        onClick: () => onOpen({ kind: 'service', deviceIds: [] }),
      },
    );
  }
  if (abilities.manageCustomers) {
    actions.push({
      label: t('customers.invite.open'),
      unavailable: home.homeownerLinked
        ? t('customers.unavailable.homeownerLinked')
        : preRegistered
          ? t('customers.unavailable.inviteByCommission')
          : undefined,
      onClick: open('invite'),
    });
    // Commissioning takes over from pre-registering once it is done.
    if (!preRegistered) {
      actions.push({
        label: t('customers.home.preRegister'),
        unavailable: home.hasHousehold ? t('customers.unavailable.hasHousehold') : undefined,
        onClick: open('preRegister'),
      });
    }
    actions.push(
      { label: t('customers.home.edit'), onClick: open('edit') },
      { label: t('customers.home.delete'), tone: 'danger', onClick: open('deleteHome') },
    );
  }
  if (actions.length === 0) return null;

  return <ActionGroup actions={actions} target={home.locationName} size="sm" />;
}
