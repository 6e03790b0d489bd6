import type { ServiceApplication } from '@portal/contracts';

/** An apply-to-existing run as GET answers it: running, 5 of 12 homes done, 4 asked. */
export function serviceApplicationOf(fields: Partial<ServiceApplication> = {}): ServiceApplication {
  return {
    id: '6f1c2b3a-0000-4000-8000-0000000000c1',
    status: 'RUNNING',
    locationsTotal: 12,
    locationsDone: 5,
    requestedCount: 4,
    skipped: [],
    createdAt: '2026-03-07T14:05:00.000Z',
    finishedAt: null,
    ...fields,
  };
}
