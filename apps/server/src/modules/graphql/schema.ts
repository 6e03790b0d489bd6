import { PartnerAccountApprovalStatus, PartnerRole, SapEntitlementStatus } from '@portal/contracts';

/** A GraphQL enum with the values of the contracts' enumeration, so the two never differ. */
function graphqlEnum(name: string, values: readonly string[]): string {
  return `enum ${name} {\n  ${values.join('\n  ')}\n}`;
}

/**
 * The graph of spec 000 §3: the viewer and what it carries, field for field the answer of
 * GET /api/v1/proUsers/my.
 */
export const schema = `
${graphqlEnum('PartnerAccountApprovalStatus', PartnerAccountApprovalStatus)}

${graphqlEnum('PartnerRole', PartnerRole)}

${graphqlEnum('SapEntitlementStatus', SapEntitlementStatus)}

type Query {
  "The signed-in user."
  viewer: Viewer!
}

type Viewer {
  id: ID!
  firstName: String!
  lastName: String!
  photoUrl: String
  countryCode: String
  contactEmail: String
  locale: String!
  "The current Pro terms (ProTnC) wait for this user to accept them."
  consentRequired: Boolean!
  partnerUsers: [PartnerUser!]!
}

"A user's membership of a company."
type PartnerUser {
  id: ID!
  status: PartnerAccountApprovalStatus
  roles: [PartnerRole!]!
  partnerAccount: PartnerAccount!
}

type PartnerAccount {
  id: ID!
  name: String!
  "null while the company application is not submitted yet."
  status: PartnerAccountApprovalStatus
  partnerProgramEnrollments: [ProgramEnrollment!]!
}

type ProgramEnrollment {
  partnerProgram: PartnerProgram!
  "ACTIVE while the program is in force."
  subscriptionStatus: SapEntitlementStatus!
  "ISO 8601 date and time."
  purchaseDate: String
}

type PartnerProgram {
  name: String!
}
`;
