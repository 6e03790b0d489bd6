import type { LogoContentType } from '@portal/contracts';
import { schema } from '@portal/db';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';

const { brandLogos, logoUploadTokens } = schema;

// Logo uploads (services/logo-uploads.ts): the single-use parameters of one upload, and the
// logos each company uploaded.

export async function insertUploadToken(
  db: Executor,
  values: { partnerAccountId: string; userId: string; secret: string; expiresAt: Date },
): Promise<string> {
  const [row] = await db
    .insert(logoUploadTokens)
    .values(values)
    .returning({ token: logoUploadTokens.token });
  if (!row) throw new Error('the upload token was not inserted');
  return row.token;
}

export async function findUploadToken(db: Executor, token: string) {
  const [row] = await db
    .select()
    .from(logoUploadTokens)
    .where(eq(logoUploadTokens.token, token))
    .limit(1);
  return row;
}

/**
 * Marks the token used, only if it is unused and unexpired at this moment: of two uploads with
 * the same parameters, one gets the row back and the other undefined.
 */
export async function spendUploadToken(tx: Executor, token: string) {
  const [row] = await tx
    .update(logoUploadTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(logoUploadTokens.token, token),
        isNull(logoUploadTokens.usedAt),
        gt(logoUploadTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({
      partnerAccountId: logoUploadTokens.partnerAccountId,
      userId: logoUploadTokens.userId,
    });
  return row;
}

export async function insertBrandLogo(
  tx: Executor,
  values: {
    fileId: string;
    partnerAccountId: string;
    uploadedBy: string;
    contentType: LogoContentType;
    size: number;
  },
) {
  await tx.insert(brandLogos).values(values);
}

/** The company that uploaded the logo and its type, or undefined for a file that is no logo. */
export async function findBrandLogo(db: Executor, fileId: string) {
  const [row] = await db
    .select({ partnerAccountId: brandLogos.partnerAccountId, contentType: brandLogos.contentType })
    .from(brandLogos)
    .where(eq(brandLogos.fileId, fileId))
    .limit(1);
  return row;
}
