import { AlertCatalogue } from '@portal/contracts';
import data from './alerts.json' with { type: 'json' };

/**
 * The alert types partners configure (Pro Alerts), checked when loaded so that a wrong value in
 * the data file stops the process instead of reaching the database: each default must be one of
 * its alert's choices and each alert name appear once.
 */
export const ALERT_CATALOGUE: AlertCatalogue = AlertCatalogue.superRefine((catalogue, ctx) => {
  const names = new Set<string>();
  catalogue.alerts.forEach((alert, index) => {
    const problem = (message: string) =>
      ctx.addIssue({ code: 'custom', path: ['alerts', index], message });
    if (names.has(alert.alertName)) problem(`${alert.alertName} is listed twice`);
    names.add(alert.alertName);
    const { threshold, observedTime } = alert;
    if (
      threshold?.kind === 'levels' &&
      !threshold.choices.some((c) => c.id === threshold.default)
    ) {
      problem(`${alert.alertName}: the default threshold is not one of its levels`);
    }
    if (threshold?.kind === 'count' && Number(threshold.default) > threshold.max) {
      problem(`${alert.alertName}: the default count is above its maximum`);
    }
    if (observedTime && !observedTime.choices.some((c) => c.id === observedTime.default)) {
      problem(`${alert.alertName}: the default observed time is not one of its choices`);
    }
  });
}).parse(data);
