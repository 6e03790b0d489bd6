import type { ServiceSkipReason } from '@portal/contracts';
import type { AppContext } from '../context';
import { hasActiveProgram } from '../repositories/companies';
import { openRequestsOfType, toService } from '../repositories/device-services';
import {
  type EligibleHome,
  eligibleDevicesAt,
  eligibleLocationsAfter,
  eligibleLocationsCount,
  findServiceApplication,
  type ServiceApplicationRecord,
  updateServiceApplication,
} from '../repositories/service-applications';
import { logRequests, requestWhereMissing } from './device-services';
import { type ApplicableService, FEATURE_OF, PROGRAM_OF } from './service-applications';
import { tellHousehold } from './service-request-mail';

type SkipReason = (typeof ServiceSkipReason)[number];
type Outcome = 'REQUESTED' | SkipReason;
type Progress = Pick<ServiceApplicationRecord, 'locationsDone' | 'requestedCount' | 'skipped'>;
type Run = ServiceApplicationRecord & { serviceType: ApplicableService };

/** Homes per batch: the progress record is written after each. */
const BATCH = 200;

/**
 * Works one apply-to-existing run (the 'service-application.run' job): asks every eligible home
 * of the company for the service, batch by batch, recording its progress for the portal.
 *
 * A run may be started again (pg-boss retries a failed one; a job may be delivered twice): it
 * then walks every home from the start, and a home asked before has our open requests, so it
 * counts as requested again without a new request, history line or mail. A finished run is
 * left as it is.
 */
export async function runServiceApplication(ctx: AppContext, applicationId: string) {
  const run = await findServiceApplication(ctx.db, applicationId);
  // Gone with its company, or already finished by an earlier delivery of the job.
  if (!run || run.status === 'DONE') return;
  try {
    const { serviceType } = run;
    if (!isApplicable(serviceType)) throw new Error(`${serviceType} is not applied to homes`);
    await walkHomes(ctx, { ...run, serviceType });
  } catch (error) {
    await updateServiceApplication(ctx.db, run.id, {
      status: 'FAILED',
      error: error instanceof Error ? error.message : String(error),
      finishedAt: new Date(),
    });
    // The jobs plugin logs the error with the job's id; pg-boss retries on it.
    throw error;
  }
}

const isApplicable = (serviceType: string): serviceType is ApplicableService =>
  Object.hasOwn(FEATURE_OF, serviceType);

async function walkHomes(ctx: AppContext, run: Run) {
  const featureType = FEATURE_OF[run.serviceType];
  const total = await eligibleLocationsCount(
    ctx.db,
    run.partnerAccountId,
    featureType,
    run.productGroupIds,
  );
  let progress: Progress = { locationsDone: 0, requestedCount: 0, skipped: {} };
  await updateServiceApplication(ctx.db, run.id, {
    status: 'RUNNING',
    startedAt: new Date(),
    finishedAt: null,
    error: null,
    locationsTotal: total,
    ...progress,
  });

  if (!(await hasActiveProgram(ctx.db, run.partnerAccountId, PROGRAM_OF[run.serviceType]))) {
    progress = { locationsDone: total, requestedCount: 0, skipped: skippedAll(total) };
  } else {
    let after: string | null = null;
    for (;;) {
      const homes = await eligibleLocationsAfter(
        ctx.db,
        run.partnerAccountId,
        featureType,
        run.productGroupIds,
        { after, limit: BATCH },
      );
      const last = homes.at(-1);
      if (!last) break;
      for (const outcome of await applyToBatch(ctx, run, homes)) {
        progress = tally(progress, outcome);
      }
      await updateServiceApplication(ctx.db, run.id, progress);
      after = last.id;
    }
  }
  await updateServiceApplication(ctx.db, run.id, {
    ...progress,
    status: 'DONE',
    finishedAt: new Date(),
  });
}

const skippedAll = (homes: number): Progress['skipped'] =>
  homes > 0 ? { NO_ACTIVE_ENTITLEMENT: homes } : {};

function tally(progress: Progress, outcome: Outcome): Progress {
  const locationsDone = progress.locationsDone + 1;
  if (outcome === 'REQUESTED') {
    return { ...progress, locationsDone, requestedCount: progress.requestedCount + 1 };
  }
  const skipped = { ...progress.skipped, [outcome]: (progress.skipped[outcome] ?? 0) + 1 };
  return { ...progress, locationsDone, skipped };
}

async function applyToBatch(ctx: AppContext, run: Run, homes: EligibleHome[]) {
  const devices = await eligibleDevicesAt(
    ctx.db,
    run.partnerAccountId,
    FEATURE_OF[run.serviceType],
    run.productGroupIds,
    homes.map((home) => home.id),
  );
  const open = await openRequestsOfType(
    ctx.db,
    devices.map((device) => device.id),
    run.serviceType,
  );
  const askedBy = (ours: boolean) =>
    new Set(
      open
        .filter((request) => (request.partnerAccountId === run.partnerAccountId) === ours)
        .map((request) => request.deviceId),
    );
  const openRequests = { ours: askedBy(true), others: askedBy(false) };
  const outcomes: Outcome[] = [];
  for (const home of homes) {
    const atHome = devices.filter((device) => device.locationId === home.id).map((d) => d.id);
    outcomes.push(await applyToHome(ctx, run, home, atHome, openRequests));
  }
  return outcomes;
}

/**
 * One home: skipped while no homeowner can answer (pre-registration, or nobody took the home
 * over) or when another partner already asked for the service on every device; otherwise the
 * service is asked for on each device that neither we nor another partner asked for yet (a
 * device has one partner's Pro Alerts, or one brand), and the household is told as when a
 * partner asks by hand. A home where we asked on every free device before counts as requested.
 */
async function applyToHome(
  ctx: AppContext,
  run: Run,
  home: EligibleHome,
  deviceIds: string[],
  openRequests: { ours: Set<string>; others: Set<string> },
): Promise<Outcome> {
  const noHomeowner = home.locationState === 'InPreRegistration' || !home.homeownerLinked;
  // No devices: they were unregistered between reading the home and reading its devices.
  if (noHomeowner || deviceIds.length === 0) {
    return 'CONDITIONS_NOT_MET';
  }
  const free = deviceIds.filter((id) => openRequests.ours.has(id) || !openRequests.others.has(id));
  if (free.length === 0) return 'APPLIED_BY_ANOTHER_PARTNER';
  if (free.every((id) => openRequests.ours.has(id))) return 'REQUESTED';
  // Two askers at once (a partner by hand, this run) meet at the open-request unique index:
  // the loser's error fails the run, and its retry finds the request made.
  const created = await ctx.db.transaction(async (tx) => {
    const { created } = await requestWhereMissing(tx, run.partnerAccountId, free, run.serviceType);
    await logRequests(tx, run.requestedBy, created);
    return created;
  });
  await tellHousehold(ctx, run.partnerAccountId, home.id, created.map(toService));
  return 'REQUESTED';
}
