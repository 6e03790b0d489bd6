import type { IsuValues } from '@portal/contracts';
import { schema } from '@portal/db';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor';
import { countUpTo, type KeysetOrder, type KeysetPage } from '../../../paging';

const { partnerIsuTemplates } = schema;

// A company's ISU templates. Every statement filters by the company, so another company's
// template is not found, like a missing one.

export type TemplateRow = typeof partnerIsuTemplates.$inferSelect;
export type TemplateFields = { name: string; description: string; values: IsuValues };

/** The template list's order: by name, case aside, the id breaking ties. */
export const TEMPLATE_ORDER: KeysetOrder = {
  name: 'name',
  direction: 'asc',
  keys: [
    { expression: sql`lower(${partnerIsuTemplates.name})`, type: 'text' },
    { expression: partnerIsuTemplates.id, type: 'uuid' },
  ],
};

/** The company's templates whose name starts with `prefix` (any case), or all of them. */
function listed(partnerAccountId: string, prefix: string | undefined): SQL | undefined {
  return and(
    eq(partnerIsuTemplates.partnerAccountId, partnerAccountId),
    prefix ? sql`starts_with(lower(${partnerIsuTemplates.name}), lower(${prefix}))` : undefined,
  );
}

export function templatesPage(
  db: Executor,
  partnerAccountId: string,
  prefix: string | undefined,
  page: KeysetPage,
): Promise<(TemplateRow & { cursorKeys: string[] })[]> {
  return db
    .select({
      id: partnerIsuTemplates.id,
      partnerAccountId: partnerIsuTemplates.partnerAccountId,
      name: partnerIsuTemplates.name,
      description: partnerIsuTemplates.description,
      values: partnerIsuTemplates.values,
      createdAt: partnerIsuTemplates.createdAt,
      updatedAt: partnerIsuTemplates.updatedAt,
      cursorKeys: page.cursorKeys,
    })
    .from(partnerIsuTemplates)
    .where(and(listed(partnerAccountId, prefix), page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
}

/** How many templates the list holds, counted up to COUNT_UP_TO. */
export function countTemplates(
  db: Executor,
  partnerAccountId: string,
  prefix: string | undefined,
): Promise<number> {
  return countUpTo(
    db,
    db
      .select({ id: partnerIsuTemplates.id })
      .from(partnerIsuTemplates)
      .where(listed(partnerAccountId, prefix))
      .$dynamic(),
  );
}

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
