import type { AppContext } from '../context';

const DAY_MS = 86_400_000;

/** When an invite sent now stops working: INVITE_TTL_DAYS, for employees and homeowners alike. */
export function inviteExpiryFromNow(ctx: AppContext): Date {
  return new Date(Date.now() + ctx.config.inviteTtlDays * DAY_MS);
}
