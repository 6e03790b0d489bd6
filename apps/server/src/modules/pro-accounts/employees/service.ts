import type { ConnectionArgs, Employee, EmployeeUpdate } from '@portal/contracts';
import type { Membership } from '../../../access';
import type { AppContext } from '../../../context';
import { AppError } from '../../../errors';
import { keysetConnection } from '../../../paging';
import { announce } from '../../../realtime/announce';
import {
  countEmployees,
  EMPLOYEE_ORDER,
  type EmployeeRow,
  employeesOf,
} from '../../../repositories/memberships';
import { findEmployee, lockMemberships, updateEmployee } from './repository';

function toEmployee({ createdAt, ...row }: EmployeeRow): Employee {
  return { ...row, createdAt: createdAt.toISOString() };
}

const EMPLOYEE_NOT_FOUND = 'No employee with this id in this company.';

/** The company's members in the order they joined; filterBy searches name and email. */
export function listEmployees(ctx: AppContext, membership: Membership, args: ConnectionArgs) {
  const { partnerAccountId } = membership;
  const text = args.filterBy?.trim() || undefined;
  return keysetConnection(
    args,
    EMPLOYEE_ORDER,
    {
      rows: (page) => employeesOf(ctx.db, partnerAccountId, page, text),
      totalCount: () => countEmployees(ctx.db, partnerAccountId, text),
    },
    ({ cursorKeys, ...row }) => toEmployee(row),
  );
}

export async function getEmployee(
  ctx: AppContext,
  membership: Membership,
  partnerUserId: string,
): Promise<Employee> {
  const row = await findEmployee(ctx.db, membership.partnerAccountId, partnerUserId);
  if (!row) throw new AppError(404, EMPLOYEE_NOT_FOUND);
  return toEmployee(row);
}

/**
 * Which change a manager may make (spec 000 §6: owners and admins administer the company):
 * never their own roles or status (they could lock themselves out, or promote themselves);
 * an admin neither touches an owner nor makes one.
 */
function refusal(caller: Membership, target: EmployeeRow, update: EmployeeUpdate) {
  if (target.id === caller.partnerUserId) {
    return 'You cannot change your own roles or status; ask another owner or admin.';
  }
  const callerIsOwner = caller.roles.includes('OWNER');
  if (!callerIsOwner && target.roles.includes('OWNER')) {
    return 'Only an owner can change an owner.';
  }
  if (!callerIsOwner && update.roles?.includes('OWNER')) {
    return 'Only an owner can make someone an owner.';
  }
  return undefined;
}

/**
 * PUT employees/{partnerUserId}: change roles or status; INACTIVE removes the member. The
 * last ACTIVE owner keeps OWNER and stays ACTIVE (checked under a lock of the company's
 * memberships), so a company always has someone who can administer it. The caller's own
 * membership was read before the lock: if another owner demoted them meanwhile, the rule
 * still holds because it counts the owners as they are now.
 */
export async function changeEmployee(
  ctx: AppContext,
  caller: Membership,
  partnerUserId: string,
  update: EmployeeUpdate,
): Promise<Employee> {
  const { partnerAccountId } = caller;
  await ctx.db.transaction(async (tx) => {
    const memberships = await lockMemberships(tx, partnerAccountId);
    const target = await findEmployee(tx, partnerAccountId, partnerUserId);
    if (!target) throw new AppError(404, EMPLOYEE_NOT_FOUND);
    const denied = refusal(caller, target, update);
    if (denied) throw new AppError(403, denied);
    const staysOwner =
      (update.roles ?? target.roles).includes('OWNER') &&
      (update.status ?? target.status) === 'ACTIVE';
    const isActiveOwner = target.status === 'ACTIVE' && target.roles.includes('OWNER');
    const otherOwners = memberships.filter(
      (m) => m.id !== target.id && m.status === 'ACTIVE' && m.roles.includes('OWNER'),
    );
    if (isActiveOwner && !staysOwner && otherOwners.length === 0) {
      throw new AppError(
        409,
        'This is the last active owner of the company: make someone else an owner first.',
        'USER_IS_COMPANY_OWNER_OR_ADMIN',
      );
    }
    await updateEmployee(tx, target.id, update);
  });
  await announce(ctx, partnerAccountId, 'EMPLOYEE');
  return getEmployee(ctx, caller, partnerUserId);
}
