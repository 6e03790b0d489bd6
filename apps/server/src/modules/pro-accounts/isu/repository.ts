import type { IsuValues } from '@portal/contracts';
import { schema } from '@portal/db';
import { and, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor';
import { companyNameList } from '../../../repositories/named-lists';

const { partnerIsuTemplates } = schema;

// A company's ISU templates. Every statement filters by the company, so another company's
// template is not found, like a missing one.

export type TemplateRow = typeof partnerIsuTemplates.$inferSelect;
export type TemplateFields = { name: string; description: string; values: IsuValues };

/** The company's templates by name (filterBy: a name prefix). */
export const templateList = companyNameList(
  partnerIsuTemplates,
  getTableColumns(partnerIsuTemplates),
);

const ofCompany = (partnerAccountId: string, templateId: string) =>
  and(
    eq(partnerIsuTemplates.partnerAccountId, partnerAccountId),
    eq(partnerIsuTemplates.id, templateId),
  );

export async function findTemplate(
  db: Executor,
  partnerAccountId: string,
  templateId: string,
): Promise<TemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(partnerIsuTemplates)
    .where(ofCompany(partnerAccountId, templateId))
    .limit(1);
  return row;
}

/** Whether another of the company's templates (not `exceptId`) has the name, any case. */
export async function nameTaken(
  db: Executor,
  partnerAccountId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: partnerIsuTemplates.id })
    .from(partnerIsuTemplates)
    .where(
      and(
        eq(partnerIsuTemplates.partnerAccountId, partnerAccountId),
        sql`lower(${partnerIsuTemplates.name}) = lower(${name})`,
        exceptId ? ne(partnerIsuTemplates.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertTemplate(
  db: Executor,
  partnerAccountId: string,
  fields: TemplateFields,
): Promise<TemplateRow> {
  const [row] = await db
    .insert(partnerIsuTemplates)
    .values({ partnerAccountId, ...fields })
    .returning();
  if (!row) throw new Error('template not inserted');
  return row;
}

/** Changes the company's template; undefined when it has none with the id. */
export async function updateTemplate(
  db: Executor,
  partnerAccountId: string,
  templateId: string,
  fields: TemplateFields,
): Promise<TemplateRow | undefined> {
  const [row] = await db
    .update(partnerIsuTemplates)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(ofCompany(partnerAccountId, templateId))
    .returning();
  return row;
}

/** Deletes the company's template; whether it had one with the id. */
export async function deleteTemplate(
  db: Executor,
  partnerAccountId: string,
  templateId: string,
): Promise<boolean> {
  const rows = await db
    .delete(partnerIsuTemplates)
    .where(ofCompany(partnerAccountId, templateId))
    .returning({ id: partnerIsuTemplates.id });
  return rows.length > 0;
}
