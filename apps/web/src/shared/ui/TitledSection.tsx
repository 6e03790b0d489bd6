import { Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** A part of a page under its own second-level heading, which names the section landmark. */
export function TitledSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
