import type { ConsumerUserRole } from '@portal/contracts';
import type { Executor } from '../db/executor';
import { AppError } from '../errors';
import {
  findHouseholdHome,
  findUsersHome,
  type HomeRow,
  householdRole,
} from '../repositories/households';

// Who may do what in a household: every module of the homeowner's, and the core calls on a
// home, check the caller's role here.

export const HOUSEHOLD_NOT_FOUND = 'No household with this id.';
export const HOME_NOT_FOUND = 'No home with this id in this household.';
export const UNKNOWN_HOME = 'No home with this id.';

/** Household admins manage homes, devices, members and invites; members answer requests. */
const RANK: Record<ConsumerUserRole, number> = { GUEST: 0, MEMBER: 1, ADMIN: 2 };

/**
 * The caller's role in a household, at least `least`. A household the caller does not belong
 * to is not found (404), like a missing one, so ids of other households reveal nothing; a role
 * too low is 403.
 */
export async function requireHousehold(
  db: Executor,
  userId: string,
  consumerAccountId: string,
  least: ConsumerUserRole = 'GUEST',
): Promise<ConsumerUserRole> {
  const role = await householdRole(db, userId, consumerAccountId);
  if (!role) throw new AppError(404, HOUSEHOLD_NOT_FOUND);
  return requireRole(role, least);
}

/** The role if it is at least `least`, else 403. */
export function requireRole(role: ConsumerUserRole, least: ConsumerUserRole): ConsumerUserRole {
  if (RANK[role] < RANK[least]) {
    throw new AppError(403, `Only a household ${least.toLowerCase()} can do this.`);
  }
  return role;
}

/** One home of a household; a home of another household is not found. */
export async function findHome(
  db: Executor,
  consumerAccountId: string,
  consumerLocationId: string,
): Promise<HomeRow> {
  const row = await findHouseholdHome(db, consumerAccountId, consumerLocationId);
  if (!row) throw new AppError(404, HOME_NOT_FOUND);
  return row;
}

/**
 * A home found by its id alone (the core calls), of a household the user belongs to with at
 * least `least`: a home of another household is not found, like a missing one.
 */
export async function requireHome(
  db: Executor,
  userId: string,
  consumerLocationId: string,
  least: ConsumerUserRole = 'GUEST',
): Promise<HomeRow> {
  const found = await findUsersHome(db, userId, consumerLocationId);
  if (!found) throw new AppError(404, UNKNOWN_HOME);
  requireRole(found.role, least);
  return found.home;
}
