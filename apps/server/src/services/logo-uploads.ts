import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  type ImageUploadToken,
  LOGO_MAX_BYTES,
  LOGO_UPLOAD_PATH,
  UPLOAD_TOKEN_TTL_SECONDS,
  type UploadedLogo,
} from '@portal/contracts';
import type { Database } from '@portal/db';
import { COMPANY_NOT_FOUND, partnerAccessDenial } from '../access';
import type { TokenUser } from '../access-token';
import { AppError, invalidField } from '../errors';
import type { FileStore } from '../files/file-store';
import { logoUrl } from '../repositories/brand-profiles';
import { activeMembership, signedInUser } from '../repositories/callers';
import {
  findBrandLogo,
  findUploadToken,
  insertBrandLogo,
  insertUploadToken,
  spendUploadToken,
} from '../repositories/logo-uploads';
import { membershipsOf } from '../repositories/memberships';
import { logoImage } from './logo-images';

// Brand logos (issue 14): single-use signed parameters for one upload, as an image CDN's
// client-side upload takes them (spec 001 §7.4 and §7.10 tokens/imagekit), the upload that
// checks them and stores a real image in the file store, and which files are logos to serve.

/** Who may upload: as a brand profile write, ACTIVE companies only (access.ts). */
const UPLOADER = { partner: 'brandProfile:manage' } as const;

/** Hex HMAC-SHA256 of token + expire under the token's own secret. */
const signatureOf = (secret: string, token: string, expire: number) =>
  createHmac('sha256', secret).update(`${token}${expire}`).digest('hex');

/**
 * GET core/tokens/imagekit and proUsers/my/tokens/imagekit: parameters for one logo upload to
 * the caller's company, the one named or else the first the portal works with (the viewer's
 * partnerUsers[0]). Someone of no company, or whose role may not manage the brand profile,
 * gets 403; a company the caller is no active member of, 404 as for a missing one.
 */
export async function issueUploadToken(
  db: Database,
  token: TokenUser | null,
  partnerAccountId: string | undefined,
): Promise<ImageUploadToken> {
  const user = await signedInUser(db, token);
  const companyId =
    partnerAccountId ??
    (await membershipsOf(db, user.id)).find((m) => m.status === 'ACTIVE')?.partnerAccount.id;
  if (!companyId) {
    throw new AppError(403, 'Only members of a partner company may upload a logo.');
  }
  const membership = await activeMembership(db, user.id, companyId);
  if (!membership) throw new AppError(404, COMPANY_NOT_FOUND);
  const denial = partnerAccessDenial(UPLOADER, membership);
  if (denial) throw new AppError(denial.statusCode, denial.message);

  const expire = Math.floor(Date.now() / 1000) + UPLOAD_TOKEN_TTL_SECONDS;
  const secret = randomBytes(32).toString('hex');
  const issued = await insertUploadToken(db, {
    partnerAccountId: companyId,
    userId: user.id,
    secret,
    expiresAt: new Date(expire * 1000),
  });
  return {
    token: issued,
    expire,
    signature: signatureOf(secret, issued, expire),
    uploadUrl: LOGO_UPLOAD_PATH,
  };
}

/** POST files/upload as the route received it: the parameters and the one file. */
export type LogoUpload = {
  token: string;
  expire: number;
  signature: string;
  fileName?: string;
  file: { content: Buffer; fileName: string };
};

const refused = (message: string) => new AppError(401, `${message} Ask for new upload parameters.`);

/** Throws the 401 of parameters that were never issued, were altered, used or have expired. */
async function checkParameters(db: Database, upload: LogoUpload) {
  const stored = await findUploadToken(db, upload.token);
  const expected = stored && signatureOf(stored.secret, stored.token, upload.expire);
  const given = Buffer.from(upload.signature, 'hex');
  if (
    !stored ||
    !expected ||
    given.length !== expected.length / 2 ||
    !timingSafeEqual(given, Buffer.from(expected, 'hex')) ||
    stored.expiresAt.getTime() !== upload.expire * 1000
  ) {
    throw refused('These upload parameters are not valid: the signature does not match.');
  }
  if (stored.usedAt) throw refused('These upload parameters were used already.');
  if (stored.expiresAt.getTime() <= Date.now()) {
    throw refused('These upload parameters have expired.');
  }
}

/**
 * POST files/upload: stores the file when the parameters are good (401 otherwise) and it is
 * really a PNG, JPEG, WebP or SVG (400 naming body.file; an SVG is stored sanitised), as a new
 * file: nothing ever overwrites a stored logo. The parameters are spent in the transaction that
 * records whose logo it is, so of two uploads with them one is stored.
 */
export async function uploadLogo(
  db: Database,
  files: FileStore,
  upload: LogoUpload,
): Promise<UploadedLogo> {
  await checkParameters(db, upload);
  const image = await logoImage(upload.file.content);
  if (!image) throw invalidField('body.file', 'Not a PNG, JPEG, SVG or WebP image.');
  if (image.content.length > LOGO_MAX_BYTES) throw logoTooLarge();

  const name = upload.fileName ?? upload.file.fileName;
  const stored = await files.put(image.content, {
    id: `logo-${randomUUID()}.${image.extension}`,
    contentType: image.contentType,
    fileName: name,
  });
  try {
    await db.transaction(async (tx) => {
      const spent = await spendUploadToken(tx, upload.token);
      if (!spent) throw refused('These upload parameters were used already or have expired.');
      await insertBrandLogo(tx, {
        fileId: stored.id,
        partnerAccountId: spent.partnerAccountId,
        uploadedBy: spent.userId,
        contentType: image.contentType,
        size: stored.size,
      });
    });
  } catch (error) {
    await files.delete(stored.id);
    throw error;
  }
  return {
    fileId: stored.id,
    name,
    url: logoUrl(stored.id),
    size: stored.size,
    fileType: image.contentType,
  };
}

/** The 413 of a logo over LOGO_MAX_BYTES, naming the file as a 400 names its field. */
export function logoTooLarge(): AppError {
  const limit = `${LOGO_MAX_BYTES / 1024 / 1024} MiB`;
  return new AppError(413, `The logo is larger than ${limit}.`, undefined, [
    { field: 'body.file', message: `Upload an image of at most ${limit}.` },
  ]);
}

/** GET files/logos/{fileId}: only a file uploaded as a logo is served, never another stored file. */
export async function requireLogo(db: Database, fileId: string) {
  if (!(await findBrandLogo(db, fileId))) throw new AppError(404, 'There is no logo with this id.');
}
