import type { FeatureFlagOverrides, PartnerRole, Viewer } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { flagOverridesQueryOptions } from '@/shared/lib/feature-flags/get-flag-overrides';
import { VIEWER_QUERY_KEY } from '@/shared/lib/viewer/query-keys';

// The viewer and the deployment's flag overrides as the app keeps them once loaded: web tests
// never fake a server answer, they start where the answer already arrived.

export interface TestViewer {
  roles?: PartnerRole[];
  countryCode?: string;
  /** The company's programs with an ACTIVE subscription (PROGRAM_PRO_ALERTS, ...). */
  programs?: string[];
}

/** The company of testViewer. */
export const TEST_COMPANY_ID = '6f1c2b3a-0000-4000-8000-000000000002';

/** An active member of an active company, an owner in the United States unless told. */
export function testViewer({
  roles = ['OWNER'],
  countryCode = 'US',
  programs = [],
}: TestViewer = {}): Viewer {
  return {
    id: '6f1c2b3a-0000-4000-8000-000000000000',
    firstName: 'Ada',
    lastName: 'Pro',
    photoUrl: null,
    countryCode,
    contactEmail: null,
    locale: 'en',
    consentRequired: false,
    partnerUsers: [
      {
        id: '6f1c2b3a-0000-4000-8000-000000000001',
        status: 'ACTIVE',
        roles,
        partnerAccount: {
          id: TEST_COMPANY_ID,
          name: 'Northwind HVAC',
          status: 'ACTIVE',
          partnerProgramEnrollments: programs.map((name) => ({
            partnerProgram: { name },
            subscriptionStatus: 'ACTIVE' as const,
            purchaseDate: null,
          })),
        },
      },
    ],
  };
}

interface SeededViewerProps {
  viewer: Viewer;
  overrides?: FeatureFlagOverrides;
  children: ReactNode;
}

/** Puts the viewer and the flag overrides into the app's query client before its children read. */
export function SeededViewer({ viewer, overrides = {}, children }: SeededViewerProps) {
  const queryClient = useQueryClient();
  useState(() => {
    queryClient.setQueryData(VIEWER_QUERY_KEY, viewer);
    queryClient.setQueryData(flagOverridesQueryOptions().queryKey, overrides);
  });
  return children;
}
