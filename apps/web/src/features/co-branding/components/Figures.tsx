import { Paper, SimpleGrid, Text } from '@mantine/core';

export interface Figure {
  label: string;
  /** Already formatted for the viewer's language. */
  value: string;
}

/** Key numbers as tiles: a description list, each term above its value. */
export function Figures({ figures }: { figures: readonly Figure[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" m={0}>
      {figures.map(({ label, value }) => (
        <Paper key={label} withBorder radius="md" p="md">
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} fz={26} fw={700} lh={1.3}>
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
