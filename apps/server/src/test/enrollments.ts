import type { Enrollment, ProgramProduct } from '@portal/contracts';
import { type Database, schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createUser } from './identity';
import { makePlatformAdmin, signIn } from './partners';

// The administrators' enrollment calls as the admin screens make them.

type Headers = Record<string, string>;

export const enrollmentsUrl = (companyId: string, version: 'v1' | 'v2' = 'v1') =>
  `/api/${version}/companies/${companyId}/enrollments`;

/** The catalogue's products (sold or not) by SKU, read as a platform administrator. */
async function catalogueBySku(
  app: FastifyInstance,
  adminHeaders: Headers,
): Promise<Map<string, ProgramProduct>> {
  const response = await app.inject({
    url: '/api/v1/core/programProducts?first=100&includeInactive=true',
    headers: adminHeaders,
  });
  expect(response.statusCode, response.body).toBe(200);
  const { nodes } = response.json<{ nodes: ProgramProduct[] }>();
  return new Map(nodes.map((product) => [product.sku, product]));
}

/** POST v1 enrollments with the product's id. */
export function postEnrollment(
  app: FastifyInstance,
  companyId: string,
  productId: string,
  headers: Headers,
) {
  return app.inject({
    method: 'POST',
    url: enrollmentsUrl(companyId),
    headers,
    payload: { partnerProgramProductId: productId },
  });
}

/** PUT .../enrollments/{offering}/cancel or /deactivate. */
export function endEnrollment(
  app: FastifyInstance,
  companyId: string,
  offering: string,
  ending: 'cancel' | 'deactivate',
  headers: Headers,
) {
  return app.inject({
    method: 'PUT',
    url: `${enrollmentsUrl(companyId)}/${offering}/${ending}`,
    headers,
  });
}

/**
 * A platform administrator signed in, the catalogue as they read it, and enrollments made as
 * they make them.
 */
export async function enrollingAdmin(app: FastifyInstance, db: Database) {
  const user = await createUser(db);
  await makePlatformAdmin(db, user);
  const headers = await signIn(app, user);
  const catalogue = await catalogueBySku(app, headers);
  const productId = (sku: string): string => {
    const product = catalogue.get(sku);
    if (!product) throw new Error(`no product ${sku}`);
    return product.id;
  };
  /** Enrolls the company in the product's programme; fails the test unless it answers 201. */
  const enrolled = async (companyId: string, sku: string): Promise<Enrollment> => {
    const response = await postEnrollment(app, companyId, productId(sku), headers);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  return { user, headers, productId, enrolled };
}

/** The company's enrollment rows as stored. */
export const storedEnrollments = (db: Database, companyId: string) =>
  db
    .select()
    .from(schema.partnerProgramEnrollments)
    .where(eq(schema.partnerProgramEnrollments.partnerAccountId, companyId));

/** The program flags of the signed-in member's first company, as the portal reads them. */
export async function viewerEnrollments(app: FastifyInstance, headers: Headers) {
  const response = await app.inject({ url: '/api/v1/proUsers/my', headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().partnerUsers[0].partnerAccount.partnerProgramEnrollments;
}
