import { afterEach, describe, expect, it } from 'vitest';
import { readSetupProgress, recordSetupStep } from './service-setup-steps';

const ACCOUNT = '6f1c2b3a-0000-4000-8000-000000000002';

describe('service setup progress in this browser', () => {
  afterEach(() => localStorage.clear());

  it('is empty at first and keeps each recorded step under the spec key', () => {
    expect(readSetupProgress(ACCOUNT)).toEqual({});
    recordSetupStep(ACCOUNT, 3, 'complete');
    recordSetupStep(ACCOUNT, 4, 'skip');
    expect(readSetupProgress(ACCOUNT)).toEqual({ 3: 'complete', 4: 'skip' });
    expect(JSON.parse(localStorage.getItem(`completeServiceSetupSteps/${ACCOUNT}`) ?? '')).toEqual({
      3: 'complete',
      4: 'skip',
    });
    expect(readSetupProgress('another-account')).toEqual({});
  });

  it.each(['not json', '[3]', '"complete"', '{"3":"done","9":"complete"}'])(
    'reads %s as no progress',
    (stored) => {
      localStorage.setItem(`completeServiceSetupSteps/${ACCOUNT}`, stored);
      expect(readSetupProgress(ACCOUNT)).toEqual({});
    },
  );
});
