import { Button, Group } from '@mantine/core';
import classes from './RowActions.module.css';

/** One button of a table row: its visible text and the name that says which row it acts on. */
export interface RowAction {
  label: string;
  /** The accessible name, e.g. "Remove Sam Doe", so each row's button is told apart. */
  name: string;
  onClick: () => void;
  /** primary: the filled main choice; danger: red; plain otherwise. */
  tone?: 'primary' | 'danger';
  loading?: boolean;
}

/** The small buttons in a table row's actions cell; they wrap rather than widen the table. */
export function RowActions({ actions }: { actions: readonly RowAction[] }) {
  return (
    <Group gap="xs" className={classes.actions}>
      {actions.map((action) => (
        <Button
          key={action.label}
          size="xs"
          variant={action.tone === 'primary' ? 'filled' : 'default'}
          color={action.tone === 'danger' ? 'red' : undefined}
          loading={action.loading}
          aria-label={action.name}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      ))}
    </Group>
  );
}
