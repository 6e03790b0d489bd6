import {
  type BrandProfileChange,
  checkPhoneNumber,
  LOGO_PATH,
  LOGO_UPLOAD_PATH,
} from '@portal/contracts';
import type { Executor } from '../db/executor';
import { invalidFields } from '../errors';
import { type BrandProfileValues, brandingGroupIds } from '../repositories/brand-profiles';
import { findBrandLogo } from '../repositories/logo-uploads';

// The checks of each field a brand profile write sends (spec 000 §5), for the rules of
// services/brand-profiles.ts.

type FieldProblem = { field: string; message: string };

/** The fields a write sends, each checked, in the shape they are stored. */
export type CheckedFields = Partial<BrandProfileValues> & { productGroupIds?: string[] };

/**
 * Checks every field the write sends and answers them as stored, or one 400 naming each bad
 * field: the phone number against the company's country (stored E.164), the logo one this
 * company uploaded, the product groups each once and of Homeowner App Branding.
 */
export async function checkFields(
  db: Executor,
  partnerAccountId: string,
  country: string | null,
  input: BrandProfileChange,
): Promise<CheckedFields> {
  const problems: FieldProblem[] = [];
  const checked: CheckedFields = {};
  if (input.businessEmail !== undefined) checked.businessEmail = input.businessEmail;
  if (input.websiteUrl !== undefined) checked.websiteUrl = input.websiteUrl;
  if (input.customerServiceNumber !== undefined) {
    const phone = checkPhoneNumber(input.customerServiceNumber, country);
    if (phone.valid) checked.customerServiceNumber = phone.e164;
    else {
      problems.push({
        field: 'body.customerServiceNumber',
        message: country
          ? `Enter a valid phone number for ${country}.`
          : 'Enter a valid phone number with its country code (+…).',
      });
    }
  }
  if (input.logo !== undefined) {
    const fileId = input.logo === null ? null : await ownLogo(db, partnerAccountId, input.logo);
    if (fileId === undefined) {
      problems.push({
        field: 'body.logo',
        message: `Not a logo of this company: upload it with POST ${LOGO_UPLOAD_PATH} and send the url that answers.`,
      });
    } else checked.logoFileId = fileId;
  }
  if (input.productGroupIds !== undefined) {
    const problem = await groupsProblem(db, input.productGroupIds);
    if (problem) problems.push({ field: 'body.productGroupIds', message: problem });
    else checked.productGroupIds = input.productGroupIds;
  }
  if (problems.length > 0) throw invalidFields(problems);
  return checked;
}

/** The file id of a logo url this company uploaded, else undefined. */
async function ownLogo(db: Executor, partnerAccountId: string, url: string) {
  const prefix = `${LOGO_PATH}/`;
  if (!url.startsWith(prefix)) return undefined;
  const fileId = url.slice(prefix.length);
  const logo = await findBrandLogo(db, fileId);
  return logo?.partnerAccountId === partnerAccountId ? fileId : undefined;
}

async function groupsProblem(db: Executor, ids: string[]): Promise<string | undefined> {
  if (new Set(ids).size !== ids.length) return 'List each product group at most once.';
  const known = await brandingGroupIds(db, ids);
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length === 0) return undefined;
  return `Not a Homeowner App Branding product group: ${unknown.join(', ')}.`;
}
