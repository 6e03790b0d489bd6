import {
  type ImageUploadToken,
  LOGO_UPLOAD_PATH,
  PROGRAM_HOMEOWNER_APP_BRANDING,
  type UploadedLogo,
} from '@portal/contracts';
import { type Database, schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { enroll, type SubscriptionStatus, subscribedCompany } from './partners';

// Factories and calls for Homeowner App Branding: a subscriber, its brand profile calls, and
// logo uploads as a browser sends them (multipart, the parameters of tokens/imagekit).

type Headers = { authorization: string };

/** The company's enrollment in Homeowner App Branding, ACTIVE unless told. */
export const enrollInBranding = (
  db: Database,
  company: { id: string },
  status: SubscriptionStatus = 'ACTIVE',
) => enroll(db, company, PROGRAM_HOMEOWNER_APP_BRANDING, status);

/** A company with an ACTIVE Homeowner App Branding enrollment and its owner, signed in. */
export const brandingCompany = (app: FastifyInstance, db: Database) =>
  subscribedCompany(app, db, PROGRAM_HOMEOWNER_APP_BRANDING);

export const brandProfileUrl = (companyId: string) =>
  `/api/v1/proAccounts/${companyId}/brandProfile`;

/** A profile that passes every check (a US company's number). */
export const BRAND_PROFILE = {
  businessEmail: 'hello@cascade.example',
  customerServiceNumber: '(503) 555-0123',
  websiteUrl: 'https://cascade.example/contact',
};

export function sendBrandProfile(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  companyId: string,
  headers: Headers,
  payload: object,
) {
  return app.inject({ method, url: brandProfileUrl(companyId), headers, payload });
}

/** The company's stored brand profile rows (none or one). */
export function storedBrandProfiles(db: Database, companyId: string) {
  return db
    .select()
    .from(schema.partnerBrandProfiles)
    .where(eq(schema.partnerBrandProfiles.partnerAccountId, companyId));
}

// Logos. Each image is the smallest its format allows.

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
export const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
export const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

/** GET core/tokens/imagekit as the caller; fails the test unless it answers 200. */
export async function uploadParameters(
  app: FastifyInstance,
  headers: Headers,
): Promise<ImageUploadToken> {
  const answer = await app.inject({ url: '/api/v1/core/tokens/imagekit', headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

export type LogoFile = { content: Buffer | string; name: string; type: string };

/** The upload form as a browser builds it; `fields` replace or add to the parameters. */
export function uploadForm(
  parameters: ImageUploadToken,
  file: LogoFile | null,
  fields: Record<string, string> = {},
): FormData {
  const form = new FormData();
  const values = {
    token: parameters.token,
    expire: String(parameters.expire),
    signature: parameters.signature,
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  if (file) {
    const bytes = typeof file.content === 'string' ? file.content : new Uint8Array(file.content);
    form.append('file', new Blob([bytes], { type: file.type }), file.name);
  }
  return form;
}

/** POST files/upload, as the browser does: no bearer. */
export function postLogo(app: FastifyInstance, form: FormData) {
  return app.inject({ method: 'POST', url: LOGO_UPLOAD_PATH, payload: form });
}

/** A logo the caller's company uploaded; fails the test unless the upload answers 201. */
export async function uploadedLogo(
  app: FastifyInstance,
  headers: Headers,
  file: LogoFile = { content: PNG, name: 'logo.png', type: 'image/png' },
): Promise<UploadedLogo> {
  const answer = await postLogo(app, uploadForm(await uploadParameters(app, headers), file));
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json();
}
