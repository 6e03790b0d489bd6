import type {
  Associate,
  AssociateCreate,
  AssociateHome,
  AssociateHomeListQuery,
  AssociateHomesChange,
  AssociateListQuery,
  AssociateUpdate,
} from '@portal/contracts';
import type { Membership } from '../../../access';
import type { AppContext } from '../../../context';
import { AppError, invalidFields } from '../../../errors';
import { ASSOCIATE_NOT_FOUND } from '../../../http/not-found';
import { keysetConnection } from '../../../paging';
import { e164 } from '../../../services/phone-numbers';
import {
  type AssociateFields,
  type AssociateRow,
  associateHomesPage,
  associateList,
  companyHomeIds,
  deleteAssociate,
  findAssociate,
  HOME_ORDER,
  insertAssociate,
  lockAssociate,
  relinkHomes,
  updateAssociate,
} from './repository';

// A company's associates (spec 001 §7.9): builders whose new homes the company equips. The
// routes let insights:read holders read them and owners and admins (company:update) change them.

function toAssociate(row: AssociateRow): Associate {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The fields to store: email lower-cased, phone as E.164, null clearing an optional one. */
function fieldsOf(input: AssociateUpdate, caller: Membership): AssociateFields {
  const { phoneNumber, contactEmail, ...rest } = input;
  return {
    ...rest,
    ...(contactEmail !== undefined ? { contactEmail: contactEmail?.toLowerCase() ?? null } : {}),
    ...(phoneNumber !== undefined
      ? {
          // By the company's country rules.
          phoneNumber:
            phoneNumber === null ? null : e164(phoneNumber, caller.companyCountryCode ?? 'US'),
        }
      : {}),
  };
}

async function existingAssociate(ctx: AppContext, caller: Membership, associateId: string) {
  const row = await findAssociate(ctx.db, caller.partnerAccountId, associateId);
  if (!row) throw new AppError(404, ASSOCIATE_NOT_FOUND);
  return row;
}

export function listAssociates(ctx: AppContext, caller: Membership, args: AssociateListQuery) {
  return associateList(ctx.db, caller.partnerAccountId, args, toAssociate);
}

export async function associate(
  ctx: AppContext,
  caller: Membership,
  associateId: string,
): Promise<Associate> {
  return toAssociate(await existingAssociate(ctx, caller, associateId));
}

export async function createAssociate(
  ctx: AppContext,
  caller: Membership,
  input: AssociateCreate,
): Promise<Associate> {
  const id = await insertAssociate(ctx.db, caller.partnerAccountId, {
    ...fieldsOf(input, caller),
    name: input.name,
  });
  return associate(ctx, caller, id);
}

export async function changeAssociate(
  ctx: AppContext,
  caller: Membership,
  associateId: string,
  input: AssociateUpdate,
): Promise<Associate> {
  const fields = fieldsOf(input, caller);
  const found = await updateAssociate(ctx.db, caller.partnerAccountId, associateId, fields);
  if (!found) throw new AppError(404, ASSOCIATE_NOT_FOUND);
  return associate(ctx, caller, associateId);
}

/** Deletes the associate; its homes stay the company's, unlinked. */
export async function removeAssociate(ctx: AppContext, caller: Membership, associateId: string) {
  const found = await deleteAssociate(ctx.db, caller.partnerAccountId, associateId);
  if (!found) throw new AppError(404, ASSOCIATE_NOT_FOUND);
}

export async function listAssociateHomes(
  ctx: AppContext,
  caller: Membership,
  associateId: string,
  args: AssociateHomeListQuery,
) {
  // The paging arguments are checked first: a bad cursor is a 400 whatever the associate.
  return keysetConnection(
    args,
    HOME_ORDER,
    {
      // The associate counts its homes already.
      countedRows: async (page) => {
        const [rows, found] = await Promise.all([
          associateHomesPage(ctx.db, caller.partnerAccountId, associateId, page),
          findAssociate(ctx.db, caller.partnerAccountId, associateId),
        ]);
        if (!found) throw new AppError(404, ASSOCIATE_NOT_FOUND);
        return { rows, totalCount: found.homes };
      },
    },
    ({ cursorKeys, createdAt, commissionedAt, ...home }): AssociateHome => ({
      ...home,
      createdAt: createdAt.toISOString(),
      commissionedAt: commissionedAt?.toISOString() ?? null,
    }),
  );
}

/**
 * Links homes to the associate and unlinks others. Every id must be one of the company's homes
 * (else a 400 naming it, nothing changed); a home in both lists is a 400 too.
 */
export async function changeAssociateHomes(
  ctx: AppContext,
  caller: Membership,
  associateId: string,
  change: AssociateHomesChange,
): Promise<Associate> {
  await ctx.db.transaction(async (tx) => {
    // Locked, so that the associate is not deleted while its homes are linked.
    if (!(await lockAssociate(tx, caller.partnerAccountId, associateId))) {
      throw new AppError(404, ASSOCIATE_NOT_FOUND);
    }
    const known = await companyHomeIds(tx, caller.partnerAccountId, [
      ...change.add,
      ...change.remove,
    ]);
    const problem = (field: string, id: string) => {
      if (!known.has(id)) return [{ field, message: 'is not a home of the company' }];
      if (field.startsWith('body.remove') && change.add.includes(id)) {
        return [{ field, message: 'is also in add' }];
      }
      return [];
    };
    const problems = [
      ...change.add.flatMap((id, i) => problem(`body.add.${i}`, id)),
      ...change.remove.flatMap((id, i) => problem(`body.remove.${i}`, id)),
    ];
    if (problems.length > 0) throw invalidFields(problems);
    await relinkHomes(tx, caller.partnerAccountId, associateId, change);
  });
  return associate(ctx, caller, associateId);
}
