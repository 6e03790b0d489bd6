import { Fragment, type ReactNode } from 'react';
import classes from './FactList.module.css';

/** One thing a device reports: its name, its value, and whether it is an alarm. */
export interface Fact {
  label: string;
  value: ReactNode;
  alarm?: boolean;
}

/** A device's facts as a description list, so each value is read out with its name. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className={classes.list}>
      {facts.map((fact) => (
        <Fragment key={fact.label}>
          <dt className={classes.label}>{fact.label}</dt>
          <dd className={fact.alarm ? `${classes.value} ${classes.alarm}` : classes.value}>
            {fact.value}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}
