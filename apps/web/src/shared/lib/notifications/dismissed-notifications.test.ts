import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissNotification, keptDismissals, readDismissals } from './dismissed-notifications';

const USER = 'user-1';
const KEY = 'dismissedNotifications/user-1';
const NOW = new Date('2025-03-31T12:00:00.000Z');

describe('dismissed notifications (spec 000 §3, §9)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps a dismissal for one month, then drops it', () => {
    const entries = [
      { id: 'fresh', dismissedAt: '2025-03-30T12:00:00.000Z' },
      { id: 'edge', dismissedAt: '2025-02-28T12:00:00.000Z' },
      { id: 'old', dismissedAt: '2025-02-28T11:59:59.000Z' },
    ];
    expect(keptDismissals(entries, NOW).map((entry) => entry.id)).toEqual(['fresh', 'edge']);
  });

  it('stores dismissals per user as [{ id, dismissedAt }]', () => {
    dismissNotification(USER, 'n1', NOW);
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual([
      { id: 'n1', dismissedAt: NOW.toISOString() },
    ]);
    expect(readDismissals('user-2', NOW)).toEqual([]);
  });

  it('dismissing again renews the date instead of adding a second entry', () => {
    dismissNotification(USER, 'n1', new Date('2025-03-01T00:00:00.000Z'));
    expect(dismissNotification(USER, 'n1', NOW)).toEqual([
      { id: 'n1', dismissedAt: NOW.toISOString() },
    ]);
  });

  it('reading removes expired entries from storage', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify([
        { id: 'old', dismissedAt: '2025-01-01T00:00:00.000Z' },
        { id: 'new', dismissedAt: '2025-03-30T00:00:00.000Z' },
      ]),
    );
    expect(readDismissals(USER, NOW).map((entry) => entry.id)).toEqual(['new']);
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toHaveLength(1);
  });

  it('unreadable stored data counts as nothing dismissed, and is only logged', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(KEY, '{not json');
    expect(readDismissals(USER, NOW)).toEqual([]);
    localStorage.setItem(KEY, JSON.stringify([{ id: 1 }]));
    expect(readDismissals(USER, NOW)).toEqual([]);
    expect(log).toHaveBeenCalled();
  });
});
