import {
  type ConnectionArgs,
  type IsuTemplate,
  type IsuTemplateInput,
  type IsuValues,
  isuProblems,
} from '@portal/contracts';
import type { Membership } from '../../../access';
import type { AppContext } from '../../../context';
import { AppError, invalidField, invalidFields, isUniqueViolation } from '../../../errors';
import {
  deleteTemplate,
  findTemplate,
  insertTemplate,
  nameTaken,
  type TemplateRow,
  templateList,
  updateTemplate,
} from './repository';

// A company's ISU templates (spec 001 §7.9): saved installer set-ups its technicians apply to
// thermostats in a session. Readers of the company read them; its administrators keep them.

export const TEMPLATE_NOT_FOUND = 'No ISU template with this id.';
const NAME_TAKEN = 'A template with this name already exists.';

/**
 * The values as given, once each names an installer setting and holds a value it takes:
 * else a 400 naming `body.values.<id>` for each problem, or `body.values` when none is given.
 */
export function checkedIsuValues(values: IsuValues): IsuValues {
  if (Object.keys(values).length === 0) {
    throw invalidField('body.values', 'Give at least one installer setting.');
  }
  const problems = Object.entries(isuProblems(values));
  if (problems.length > 0) {
    throw invalidFields(problems.map(([id, message]) => ({ field: `body.values.${id}`, message })));
  }
  return values;
}

function toTemplate(row: TemplateRow): IsuTemplate {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    values: row.values as IsuValues,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function existingTemplate(
  ctx: AppContext,
  partnerAccountId: string,
  templateId: string,
): Promise<TemplateRow> {
  const row = await findTemplate(ctx.db, partnerAccountId, templateId);
  if (!row) throw new AppError(404, TEMPLATE_NOT_FOUND);
  return row;
}

export function listTemplates(
  ctx: AppContext,
  caller: Membership,
  args: Omit<ConnectionArgs, 'orderBy'>,
) {
  return templateList(ctx.db, caller.partnerAccountId, args, toTemplate);
}

export async function template(
  ctx: AppContext,
  caller: Membership,
  templateId: string,
): Promise<IsuTemplate> {
  return toTemplate(await existingTemplate(ctx, caller.partnerAccountId, templateId));
}

/** Runs the write, answering a name another template took meanwhile as the check would. */
async function savedUnderName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidField('body.name', NAME_TAKEN);
    throw error;
  }
}

export async function createTemplate(
  ctx: AppContext,
  caller: Membership,
  input: IsuTemplateInput,
): Promise<IsuTemplate> {
  const values = checkedIsuValues(input.values);
  if (await nameTaken(ctx.db, caller.partnerAccountId, input.name)) {
    throw invalidField('body.name', NAME_TAKEN);
  }
  const row = await savedUnderName(() =>
    insertTemplate(ctx.db, caller.partnerAccountId, { ...input, values }),
  );
  return toTemplate(row);
}

export async function changeTemplate(
  ctx: AppContext,
  caller: Membership,
  templateId: string,
  input: IsuTemplateInput,
): Promise<IsuTemplate> {
  const values = checkedIsuValues(input.values);
  await existingTemplate(ctx, caller.partnerAccountId, templateId);
  if (await nameTaken(ctx.db, caller.partnerAccountId, input.name, templateId)) {
    throw invalidField('body.name', NAME_TAKEN);
  }
  const row = await savedUnderName(() =>
    updateTemplate(ctx.db, caller.partnerAccountId, templateId, { ...input, values }),
  );
  if (!row) throw new AppError(404, TEMPLATE_NOT_FOUND);
  return toTemplate(row);
}

export async function removeTemplate(ctx: AppContext, caller: Membership, templateId: string) {
  if (!(await deleteTemplate(ctx.db, caller.partnerAccountId, templateId))) {
    throw new AppError(404, TEMPLATE_NOT_FOUND);
  }
}
