import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A read-only field: its label, dimmed, above its value (long emails break, not overflow). */
export function LabeledValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{children}</Text>
    </div>
  );
}
