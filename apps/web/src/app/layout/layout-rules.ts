// Path fragments whose screens belong to a user who is not (yet) a full partner member
// (spec 000 §2): they get a reduced header that offers only signing out.
const REDUCED_HEADER_PATH_PARTS = [
  'email-verify',
  'agreement-check',
  'sign-up',
  '/company/application',
  '/company/application/status',
] as const;

/** True when the path shows the reduced header. The spec's rule is "the path contains". */
export function usesReducedHeader(pathname: string): boolean {
  return REDUCED_HEADER_PATH_PARTS.some((part) => pathname.includes(part));
}

/** True inside the business area, which has the left navigation (also reachable as onboarding/*). */
export function isBusinessArea(pathname: string): boolean {
  return /^\/(mybusiness|onboarding)(\/|$)/.test(pathname);
}
