/** What the post-login redirect order needs to know (spec 000 §4); later issues add the viewer. */
export interface RedirectFacts {
  pathname: string;
  emailVerified: boolean;
}

export const EMAIL_VERIFY_PATH = '/email-verify';

/**
 * Where a signed-in user must go instead of the requested page, or null to stay. Spec 000 §4
 * order item 2: an unverified email goes to /email-verify. Items 1 and 3 to 5 need the viewer
 * and join with their issues.
 */
export function requiredRedirect({ pathname, emailVerified }: RedirectFacts): string | null {
  if (!emailVerified && pathname !== EMAIL_VERIFY_PATH) {
    return EMAIL_VERIFY_PATH;
  }
  return null;
}
