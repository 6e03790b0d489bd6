import { DASHBOARD_INTERVALS, DEFAULT_DASHBOARD_INTERVAL } from '@portal/contracts';
import { useSearchParams } from 'react-router';

/** A period the dashboard and business intelligence report on (spec 000 §3). */
export type DashboardInterval = (typeof DASHBOARD_INTERVALS)[number];

const INTERVAL_PARAM = 'interval';

/** The interval a text names, or the default for anything else (a typed or outdated address). */
export function parseInterval(value: string | null): DashboardInterval {
  return DASHBOARD_INTERVALS.find((interval) => interval === value) ?? DEFAULT_DASHBOARD_INTERVAL;
}

/**
 * The chosen interval, kept in the address as ?interval= so that a reload, a shared link or
 * coming Back shows the same period; choosing one replaces the entry, as the alert filters do.
 */
export function useDashboardInterval() {
  const [params, setParams] = useSearchParams();
  const choose = (interval: DashboardInterval) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(INTERVAL_PARAM, interval);
        return next;
      },
      { replace: true },
    );
  return [parseInterval(params.get(INTERVAL_PARAM)), choose] as const;
}
