import { PartnerAccountApprovalStatus, PartnerRole } from '@portal/contracts';
import { pgEnum } from 'drizzle-orm/pg-core';

// Database enums take their values from @portal/contracts, the one definition.
export const partnerAccountStatus = pgEnum('partner_account_status', PartnerAccountApprovalStatus);
export const partnerRole = pgEnum('partner_role', PartnerRole);
