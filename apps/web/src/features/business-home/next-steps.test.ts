import { describe, expect, it } from 'vitest';
import { nextStepsFor } from './next-steps';

const keys = (roles: Parameters<typeof nextStepsFor>[0]) => nextStepsFor(roles).map((s) => s.key);

describe('nextStepsFor', () => {
  it('offers an owner every step', () => {
    expect(keys(['OWNER'])).toEqual([
      'inviteEmployees',
      'addCustomers',
      'setUpServices',
      'brandProfile',
    ]);
  });

  it('offers only the steps a role may take', () => {
    expect(keys(['TECHNICIAN'])).toEqual(['addCustomers']);
    expect(keys(['MARKETING'])).toEqual(['brandProfile']);
    expect(keys(['SALES'])).toEqual([]);
  });
});
