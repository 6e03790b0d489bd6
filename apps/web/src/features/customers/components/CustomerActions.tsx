import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CustomerAbilities } from './device-rules';

export type CustomerDialog = 'edit' | 'addHome' | 'delete';

interface CustomerActionsProps {
  abilities: CustomerAbilities;
  onOpen(dialog: CustomerDialog): void;
}

/**
 * The customer's buttons: customers:manage edits the customer and adds homes; deleting the
 * customer is for owners and company admins only (customers:delete).
 */
export function CustomerActions({ abilities, onOpen }: CustomerActionsProps) {
  const { t } = useTranslation();
  if (!abilities.manageCustomers && !abilities.deleteCustomers) return null;
  return (
    <Group gap="sm">
      {abilities.manageCustomers && (
        <>
          <Button onClick={() => onOpen('edit')}>{t('customers.edit')}</Button>
          <Button variant="default" onClick={() => onOpen('addHome')}>
            {t('customers.home.addOpen')}
          </Button>
        </>
      )}
      {abilities.deleteCustomers && (
        <Button variant="default" color="red" onClick={() => onOpen('delete')}>
          {t('customers.delete')}
        </Button>
      )}
    </Group>
  );
}
