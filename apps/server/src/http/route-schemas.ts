import { ApiErrorBody, ConnectionArgs } from '@portal/contracts';
import { z } from 'zod';

// The route parts every module repeats, defined once so that each call's OpenAPI entry says
// the same thing the same way.

/** A signed-in call: the access token as a bearer token. */
export const security = [{ bearerAuth: [] }];

/** The failures of a call on a tenant's records: bad input, no token, not allowed, not found. */
export const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
};

/** A partner company's calls: /{partnerAccountId}/... */
export const CompanyParams = z.object({ partnerAccountId: z.uuid() });

/** A household's calls, and those on one of its homes. */
export const HouseholdParams = z.object({ consumerAccountId: z.uuid() });
export const HomeParams = HouseholdParams.extend({ consumerDeviceLocationId: z.uuid() });

/** Paging of a list that has neither filters nor orders to choose from. */
export const Paging = ConnectionArgs.omit({ filterBy: true, orderBy: true });
