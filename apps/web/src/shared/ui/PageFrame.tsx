import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { DocumentTitle } from '@/shared/ui/DocumentTitle';

/** The frame of a screen: the title (with optional actions beside it) and content. */
export function PageFrame({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg">
      <DocumentTitle title={title} />
      <Stack gap="sm">
        <Title order={1}>{title}</Title>
        {actions}
      </Stack>
      {children}
    </Stack>
  );
}
