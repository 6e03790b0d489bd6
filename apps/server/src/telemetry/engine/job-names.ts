// The alert engine's background jobs (pg-boss), worked by jobs/alert-jobs.ts.

/** A pending condition's observed time is up: open the alert if it still holds. */
export const ALERT_CONDITION_DUE_JOB = 'alert.condition-due';
/** Mail one alert notification now, or hold it for the digest within the grace period. */
export const ALERT_MAIL_JOB = 'alert.mail';
/** The daily digest of held alert mail (config.telemetry.digestCron). */
export const ALERT_DIGEST_JOB = 'alert.digest';
/** Every minute: devices gone silent (DeviceOffline) and offline after 10 minutes. */
export const ALERT_OFFLINE_SWEEP_JOB = 'alert.offline-sweep';

declare module '../../plugins/jobs' {
  interface JobData {
    [ALERT_CONDITION_DUE_JOB]: { deviceId: string; alertName: string; dueAt: string };
    [ALERT_MAIL_JOB]: { notificationId: string };
    [ALERT_DIGEST_JOB]: Record<string, never>;
    [ALERT_OFFLINE_SWEEP_JOB]: Record<string, never>;
  }
}
