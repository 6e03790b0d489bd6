import { encodeInviteToken } from '@portal/contracts';
import type { AppContext } from '../../../context';
import { AppError } from '../../../errors';
import { findUserByEmail, findUserById } from '../../../identity/users-repository';
import { employeeInviteMail, employeeInviteSms } from '../../../mail/employee-messages';
import type { InviteRecord } from '../../../repositories/employee-invites';

/**
 * The invite page's address: /sign-up?invite={token}, plus &phoneNumber={e164} for an SMS
 * invite (spec 000 §2: the invite page takes invite, and the number of an SMS invite). The
 * token is the one of spec 000 §3; its email is empty for an SMS invite.
 */
export function inviteUrl(publicUrl: string, invite: InviteRecord, company: string): string {
  const token = encodeInviteToken({
    inviteId: invite.id,
    email: invite.sendToEmail ?? '',
    company,
  });
  const url = `${publicUrl}/sign-up?invite=${encodeURIComponent(token)}`;
  return invite.sendToPhoneNumber && invite.notificationType === 'Sms'
    ? `${url}&phoneNumber=${encodeURIComponent(invite.sendToPhoneNumber)}`
    : url;
}

/**
 * Sends the invite by mail or SMS. The invitee's language when they already have an account,
 * else the inviter's (most teams share one). A failed send answers 503: the invite is kept
 * and can be sent again from the employees page.
 */
export async function deliverInvite(
  ctx: AppContext,
  invite: InviteRecord,
  company: string,
  inviterId: string,
): Promise<void> {
  const from = await findUserById(ctx.db, inviterId);
  const inviter = from ? `${from.firstName} ${from.lastName}`.trim() || from.email : company;
  const url = inviteUrl(ctx.config.publicUrl, invite, company);
  try {
    if (invite.notificationType === 'Sms' && invite.sendToPhoneNumber) {
      const text = employeeInviteSms(from?.locale ?? 'en', { inviter, company, url });
      await ctx.sms.send({ to: invite.sendToPhoneNumber, text });
      return;
    }
    const to = invite.sendToEmail ?? '';
    const invitee = await findUserByEmail(ctx.db, to);
    const locale = invitee?.locale ?? from?.locale ?? 'en';
    await ctx.mailer.send(
      employeeInviteMail(to, locale, { inviter, company, url, expiresAt: invite.expiresAt }),
    );
  } catch (error) {
    ctx.log.error({ err: error, inviteId: invite.id }, 'invite delivery failed');
    throw new AppError(
      503,
      'The invite is saved but could not be sent right now. Send it again in a few minutes.',
    );
  }
}
