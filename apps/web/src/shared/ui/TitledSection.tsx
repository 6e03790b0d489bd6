import { Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

interface TitledSectionProps {
  title: string;
  /**
   * The heading's level: 2 for a part of a page (the default), 3 for a part of something that
   * has its own second-level heading (a device's panel, a drawer). Each shows a size smaller.
   */
  level?: 2 | 3;
  children: ReactNode;
}

/** A part of a page under its own heading, which names the section landmark. */
export function TitledSection({ title, level = 2, children }: TitledSectionProps) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={level} size={level === 2 ? 'h3' : 'h4'} id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
