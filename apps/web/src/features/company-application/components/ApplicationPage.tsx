import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { DocumentTitle } from '@/shared/ui/DocumentTitle';

/** The frame of the application screens: title, introduction and the screen's content. */
export function ApplicationPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="md" maw="44rem">
      <DocumentTitle title={title} />
      <Title order={1}>{title}</Title>
      {intro !== undefined && <Text>{intro}</Text>}
      {children}
    </Stack>
  );
}
