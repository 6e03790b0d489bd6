import type { ProNotification } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { visibleNotifications } from './visible-notifications';

function joinRequest(id: string, status: 'PENDING' | 'REQUESTED' | 'ACCEPTED'): ProNotification {
  return {
    type: 'INVITE',
    id,
    status,
    user: { firstName: 'Sam', lastName: 'Fitter' },
    createdAt: '2025-03-01T10:00:00.000Z',
  };
}

const remoteAccess: ProNotification = {
  type: 'REMOTE_ACCESS',
  id: 'r1',
  consentStatus: 'ACCEPTED',
  respondedAt: '2025-03-01T10:00:00.000Z',
  deviceId: '6f1c2b3a-0000-4000-8000-000000000010',
  partnerCustomer: {
    id: '6f1c2b3a-0000-4000-8000-000000000011',
    firstName: 'Ann',
    lastName: 'Home',
  },
};

function deviceAlert(severity: 'Warning' | 'Urgent'): ProNotification {
  return {
    type: 'ALERT',
    id: 'al1',
    alertName: 'HighIndoorTemperature',
    title: 'High indoor temperature',
    severity,
    openedAt: '2025-03-01T10:00:00.000Z',
    clearedAt: null,
    deviceId: '6f1c2b3a-0000-4000-8000-000000000010',
    partnerCustomer: null,
  };
}

describe('visibleNotifications (spec 000 §4)', () => {
  const all = [
    joinRequest('a', 'REQUESTED'),
    joinRequest('b', 'PENDING'),
    joinRequest('c', 'ACCEPTED'),
    remoteAccess,
  ];

  it('shows device alerts to every member', () => {
    expect(visibleNotifications([deviceAlert('Warning')], [], false).map((n) => n.id)).toEqual([
      'al1',
    ]);
  });

  it('hides an alert the user dismissed until it escalates', () => {
    const dismissed = [{ id: 'al1:Warning', dismissedAt: '2025-03-02T00:00:00.000Z' }];
    expect(visibleNotifications([deviceAlert('Warning')], dismissed, true)).toEqual([]);
    expect(visibleNotifications([deviceAlert('Urgent')], dismissed, true).map((n) => n.id)).toEqual(
      ['al1'],
    );
  });

  it('shows owners and admins the open join requests and remote-access answers', () => {
    expect(visibleNotifications(all, [], true).map((n) => n.id)).toEqual(['a', 'b', 'r1']);
  });

  it('shows other members no join requests', () => {
    expect(visibleNotifications(all, [], false).map((n) => n.id)).toEqual(['r1']);
  });

  it('leaves out what the user dismissed', () => {
    const dismissed = [{ id: 'a', dismissedAt: '2025-03-02T00:00:00.000Z' }];
    expect(visibleNotifications(all, dismissed, true).map((n) => n.id)).toEqual(['b', 'r1']);
  });
});
