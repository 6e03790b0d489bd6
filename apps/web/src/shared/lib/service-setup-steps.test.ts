import { afterEach, describe, expect, it } from 'vitest';
import {
  isSetupStarted,
  readSetupProgress,
  recordSetupStep,
  startSetup,
} from './service-setup-steps';

const ACCOUNT = '6f1c2b3a-0000-4000-8000-000000000002';

describe('service setup progress in this browser', () => {
  afterEach(() => localStorage.clear());

  it('is empty at first and keeps each recorded step under the spec key', () => {
    expect(readSetupProgress(ACCOUNT)).toEqual({});
    recordSetupStep(ACCOUNT, 3, 'complete');
    expect(recordSetupStep(ACCOUNT, 4, 'skip')).toEqual({ 3: 'complete', 4: 'skip' });
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

  it('counts setup started once its entry exists, and starting keeps what was recorded', () => {
    expect(isSetupStarted(ACCOUNT)).toBe(false);
    startSetup(ACCOUNT);
    expect(isSetupStarted(ACCOUNT)).toBe(true);
    expect(localStorage.getItem(`completeServiceSetupSteps/${ACCOUNT}`)).toBe('{}');
    recordSetupStep(ACCOUNT, 1, 'skip');
    startSetup(ACCOUNT);
    expect(readSetupProgress(ACCOUNT)).toEqual({ 1: 'skip' });
    expect(isSetupStarted('another-account')).toBe(false);
  });
});
