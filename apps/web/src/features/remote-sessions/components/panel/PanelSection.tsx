import { Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** A part of the device panel under its own third-level heading (the panel's is the second). */
export function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={3} size="h4" id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
