import type { SignUpUserType } from '@portal/contracts';
import { signUp } from '@/shared/lib/auth/sign-up';
import type { SignUpValues } from '@/shared/lib/auth/validation';

const PARTNER: (typeof SignUpUserType)[number] = 'PARTNER';

/**
 * POST /dbconnections/signup for a partner (or an invited employee): the user_metadata says a
 * partner signs up, as the provider's sign-up page is told userType=partner (spec 000 §2).
 */
export function signUpPartner({ name, email, password }: SignUpValues): Promise<void> {
  return signUp({ name, email, password, metadata: { userType: PARTNER } });
}
