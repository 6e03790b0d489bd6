import {
  type FeatureType,
  PROGRAM_HOMEOWNER_APP_BRANDING,
  PROGRAM_PRO_ALERTS,
} from '@portal/contracts';
import type { Executor } from '../db/executor';
import { jobsInTransaction } from '../db/job-transaction';
import type { Jobs } from '../plugins/jobs';
import { insertServiceApplication } from '../repositories/service-applications';

/** The services a profile can apply to a company's existing homes (spec 000 §4). */
export type ApplicableService = 'ProAlertsPartnerDeviceService' | 'BrandingPartnerDeviceService';

/** Which product groups make a home eligible for the service. */
export const FEATURE_OF: Readonly<Record<ApplicableService, FeatureType>> = {
  ProAlertsPartnerDeviceService: 'ProAlerts',
  BrandingPartnerDeviceService: 'HomeownerAppBranding',
};

/** The program the company must have ACTIVE for the service to be asked for. */
export const PROGRAM_OF: Readonly<Record<ApplicableService, string>> = {
  ProAlertsPartnerDeviceService: PROGRAM_PRO_ALERTS,
  BrandingPartnerDeviceService: PROGRAM_HOMEOWNER_APP_BRANDING,
};

export const SERVICE_APPLICATION_JOB = 'service-application.run';

declare module '../plugins/jobs' {
  interface JobData {
    [SERVICE_APPLICATION_JOB]: { applicationId: string };
  }
}

/**
 * Starts applying a service to the company's existing homes: a QUEUED run and the background
 * job that works it (jobs/service-application.ts), both in the caller's transaction, so the
 * run exists exactly when what started it (a profile saved with apply-to-existing on) was
 * committed. The job is picked up at the worker's next poll, as it is invisible to the worker
 * until the commit. Answers the run's id.
 */
export async function startServiceApplication(
  tx: Executor,
  input: {
    partnerAccountId: string;
    serviceType: ApplicableService;
    productGroupIds: string[];
    requestedBy: string;
  },
  jobs: Jobs,
): Promise<string> {
  const applicationId = await insertServiceApplication(tx, input);
  await jobs.send(SERVICE_APPLICATION_JOB, { applicationId }, { db: jobsInTransaction(tx) });
  return applicationId;
}
