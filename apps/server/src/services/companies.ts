import { COMPANY_NOT_FOUND } from '../access';
import type { Executor } from '../db/executor';
import { AppError } from '../errors';
import { companyBasics } from '../repositories/companies';

/** The company a call is about, which must exist; a missing one answers 404. */
export async function existingCompany(db: Executor, partnerAccountId: string) {
  const company = await companyBasics(db, partnerAccountId);
  if (!company) throw new AppError(404, COMPANY_NOT_FOUND);
  return company;
}
