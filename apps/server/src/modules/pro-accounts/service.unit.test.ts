import { describe, expect, it } from 'vitest';
import { statusAfterUpdate } from './service';

describe('statusAfterUpdate (PUT /api/v1/proAccounts/{id})', () => {
  it.each([
    [null, 'PENDING'],
    ['INACTIVE', 'PENDING'],
    ['PENDING', 'PENDING'],
    ['ACTIVE', 'ACTIVE'],
    ['ARCHIVED', 'closed'],
  ] as const)('a %s company becomes %s', (current, next) => {
    expect(statusAfterUpdate(current)).toBe(next);
  });
});
