import {
  ApiErrorBody,
  BrandingTile,
  BrandProfile,
  BrandProfileChange,
  BrandProfileInput,
  LOGO_PATH,
  LOGO_UPLOAD_PATH,
  NOT_CREATED_ID,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PartnerAccess } from '../../../access';
import type { AppContext } from '../../../context';
import { CompanyParams, errors, security } from '../../../http/route-schemas';
import { membershipOf, partnerCallerOf } from '../../../plugins/auth';
import {
  brandingTile,
  changeBrandProfile,
  createBrandProfile,
  getBrandProfile,
} from '../../../services/brand-profiles';

const tags = ['pro-accounts'];
const READ: PartnerAccess = { partner: 'company:read' };
const WRITE: PartnerAccess = { partner: 'brandProfile:manage' };
const WHO_WRITES =
  'Owners, company admins and marketing (brandProfile:manage) of a company with an ACTIVE Homeowner App Branding enrollment; others get 403.';
const PROFILE_RULES = `Each refused with 400 naming the field, nothing stored: businessEmail an email address; customerServiceNumber a phone number of the company's country (stored and answered in E.164); websiteUrl an https address; logo a url POST ${LOGO_UPLOAD_PATH} answered to this company (${LOGO_PATH}/{fileId}); productGroupIds Homeowner App Branding product groups, each once (none: all devices); applyToExistingInstalls only with all devices.`;

// A company's brand profile in the homeowner app (spec 001 §7.9 brandProfile; spec 000 §3, §4,
// §5) and the home page's branding tile; the rules are services/brand-profiles.ts, which the
// platform administrators' companies/{id}/brandProfile shares.
export const brandProfileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const profilePath = '/api/v1/proAccounts/:partnerAccountId/brandProfile';

  app.get(
    profilePath,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: "The company's brand profile",
        description: `Any member may read it. Before the company creates one: id ${NOT_CREATED_ID}, status INACTIVE, empty fields, all devices, not applied to existing customers. status is ACTIVE while the profile exists and the Homeowner App Branding enrollment is ACTIVE (only then do homeowners see it). eligibleLocationsCount counts the homes with a device of the chosen groups; application is the apply-to-existing-customers run, once there is one.`,
        security,
        params: CompanyParams,
        response: { 200: BrandProfile, ...errors },
      },
    },
    (request) => getBrandProfile(ctx.db, membershipOf(request).partnerAccountId),
  );

  app.post(
    profilePath,
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary: "Create the company's brand profile",
        description: `${WHO_WRITES} ${PROFILE_RULES} applyToExistingInstalls true asks every eligible home for Homeowner App Branding in a background run (see application). 409 when the company has a profile already (change it with PUT).`,
        security,
        params: CompanyParams,
        body: BrandProfileInput,
        response: { 201: BrandProfile, ...errors, 409: ApiErrorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createBrandProfile(ctx, partnerCallerOf(request), request.body)),
  );

  app.put(
    profilePath,
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary: "Change the company's brand profile",
        description: `${WHO_WRITES} A field left out keeps its stored value; null clears logo or websiteUrl. ${PROFILE_RULES} applyToExistingInstalls may be turned on (starting the background run once) but never off again (400). 404 before the profile is created.`,
        security,
        params: CompanyParams,
        body: BrandProfileChange,
        response: { 200: BrandProfile, ...errors },
      },
    },
    (request) => changeBrandProfile(ctx, partnerCallerOf(request), request.body),
  );

  app.get(
    '/api/v1/proAccounts/:partnerAccountId/brandingTile',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: "The home page's branding tile",
        description:
          "The company in the viewer's shape (partnerUsers[0].partnerAccount) with its brand profile, null before it is created, the number of homes carrying the brand (a household accepted the company's branding on one of the home's devices), and the company's program enrollments.",
        security,
        params: CompanyParams,
        response: { 200: BrandingTile, ...errors },
      },
    },
    (request) => brandingTile(ctx.db, membershipOf(request).partnerAccountId),
  );
};
