import type { ReactNode } from 'react';
import classes from './FactList.module.css';

/** One fact: its name, its value, and whether it is an alarm. */
export interface Fact {
  label: string;
  value: ReactNode;
  alarm?: boolean;
}

interface FactListProps {
  facts: readonly Fact[];
  /** In columns with each label above its value (a page), or a label beside its value (a cell). */
  layout?: 'columns' | 'rows';
}

/** Facts as a description list, so each value is read out with its name. */
export function FactList({ facts, layout = 'columns' }: FactListProps) {
  return (
    <dl className={`${classes.list} ${classes[layout]}`}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt className={classes.label}>{fact.label}</dt>
          <dd className={fact.alarm ? `${classes.value} ${classes.alarm}` : classes.value}>
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
