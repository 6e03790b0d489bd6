import { List } from '@mantine/core';
import type { AuditChange } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { changeInWords } from '@/shared/lib/audit-words';

/** The changes of one audit line, one per line ("Heat setpoint: 68 → 70 °F"), or a dash. */
export function AuditChanges({
  event,
  changes,
}: {
  event: string;
  changes: readonly AuditChange[];
}) {
  const { t } = useTranslation();
  if (changes.length === 0) return '—';
  return (
    <List size="sm" spacing={2}>
      {changes.map((change) => (
        <List.Item key={change.field}>{changeInWords(t, event, change)}</List.Item>
      ))}
    </List>
  );
}
