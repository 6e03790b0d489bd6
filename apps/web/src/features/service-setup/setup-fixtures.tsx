import {
  type PartnerRole,
  PROGRAM_HOMEOWNER_APP_BRANDING,
  PROGRAM_PRO_ALERTS,
  type Viewer,
} from '@portal/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { flagOverridesQueryOptions } from '@/shared/lib/feature-flags/get-flag-overrides';
import { VIEWER_QUERY_KEY } from '@/shared/lib/viewer/query-keys';

// The viewer and flags as the app keeps them once loaded: web tests never fake a server answer,
// they start where the answer already arrived.

export const ACCOUNT = '6f1c2b3a-0000-4000-8000-000000000002';
export const PROGRESS_KEY = `completeServiceSetupSteps/${ACCOUNT}`;

export interface Who {
  roles?: PartnerRole[];
  branding?: boolean;
  proAlerts?: boolean;
  company?: boolean;
  /** The company's id; ACCOUNT unless a test needs a company of its own. */
  account?: string;
}

const active = (name: string) => ({
  partnerProgram: { name },
  subscriptionStatus: 'ACTIVE' as const,
  purchaseDate: null,
});

export function viewerOf({
  roles = ['OWNER'],
  branding = true,
  proAlerts = true,
  company = true,
  account = ACCOUNT,
}: Who = {}): Viewer {
  return {
    id: '6f1c2b3a-0000-4000-8000-000000000000',
    firstName: 'Ada',
    lastName: 'Pro',
    photoUrl: null,
    countryCode: 'US',
    contactEmail: null,
    locale: 'en',
    consentRequired: false,
    partnerUsers: company
      ? [
          {
            id: '6f1c2b3a-0000-4000-8000-000000000001',
            status: 'ACTIVE',
            roles,
            partnerAccount: {
              id: account,
              name: 'Northwind HVAC',
              status: 'ACTIVE',
              partnerProgramEnrollments: [
                ...(branding ? [active(PROGRAM_HOMEOWNER_APP_BRANDING)] : []),
                ...(proAlerts ? [active(PROGRAM_PRO_ALERTS)] : []),
              ],
            },
          },
        ]
      : [],
  };
}

interface SeededProps {
  who: Who;
  /** Hands over the query client, to change the viewer later as a refetch would. */
  onClient?: (queryClient: QueryClient) => void;
  children: ReactNode;
}

/** Puts the viewer and the flag overrides into the app's query client before its children read. */
export function Seeded({ who, onClient, children }: SeededProps) {
  const queryClient = useQueryClient();
  useState(() => {
    queryClient.setQueryData(VIEWER_QUERY_KEY, viewerOf(who));
    queryClient.setQueryData(flagOverridesQueryOptions().queryKey, {});
    onClient?.(queryClient);
  });
  return children;
}
