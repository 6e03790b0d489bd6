import type { ReactNode } from 'react';
import classes from './FactGrid.module.css';

export interface Fact {
  label: string;
  value: ReactNode;
  alarm?: boolean;
}

/** Facts as a description list, so each value is read out with its name. */
export function FactGrid({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className={classes.grid}>
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
