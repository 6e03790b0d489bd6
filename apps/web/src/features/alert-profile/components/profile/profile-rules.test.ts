import { type AlertProfile, EMAIL_RECIPIENTS_MAX, NOT_CREATED_ID } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  type ProfileValues,
  profileApplyState,
  profileChanged,
  profileProblems,
  recipientProblem,
  saveDisabled,
  toInput,
} from './profile-rules';

const LEAK = '6f1c2b3a-0000-4000-8000-0000000000a1';
const AIR = '6f1c2b3a-0000-4000-8000-0000000000a2';
const PROFILE_ID = '6f1c2b3a-0000-4000-8000-0000000000b1';

const values = (fields: Partial<ProfileValues> = {}): ProfileValues => ({
  productGroupIds: [],
  emailEnabled: false,
  emailRecipients: [],
  emailSeverities: ['Urgent', 'Warning'],
  applyToExistingInstalls: false,
  ...fields,
});

const notCreated: Pick<AlertProfile, 'id' | 'applyToExistingInstalls'> = {
  id: NOT_CREATED_ID,
  applyToExistingInstalls: false,
};

describe('device selection (spec 000 §5)', () => {
  it('All sends an empty productGroupIds', () => {
    expect(toInput(notCreated, values()).productGroupIds).toEqual([]);
    expect(toInput(notCreated, values({ productGroupIds: [AIR] })).productGroupIds).toEqual([AIR]);
  });
});

describe('apply to existing customers (spec 000 §4 and §5)', () => {
  it('can be turned on for a new profile with All devices', () => {
    expect(profileApplyState(notCreated, values({ applyToExistingInstalls: true }))).toEqual({
      checked: true,
      lock: null,
    });
  });

  it('is locked off while specific groups are picked, and then not sent', () => {
    const picked = values({ productGroupIds: [LEAK], applyToExistingInstalls: true });
    expect(profileApplyState(notCreated, picked)).toEqual({
      checked: false,
      lock: 'devicesPicked',
    });
    expect(toInput(notCreated, picked).applyToExistingInstalls).toBe(false);
  });

  it.each([true, false])(
    'is locked as it was created once the profile exists (created with %s)',
    (created) => {
      const saved = { id: PROFILE_ID, applyToExistingInstalls: created };
      const edited = values({ applyToExistingInstalls: !created });
      expect(profileApplyState(saved, edited)).toEqual({
        checked: created,
        lock: 'settled',
      });
      expect(toInput(saved, edited).applyToExistingInstalls).toBe(created);
    },
  );
});

describe('the problems a save would meet', () => {
  it('email on without a recipient is a recipients problem', () => {
    expect(profileProblems(toInput(notCreated, values({ emailEnabled: true })))).toEqual({
      recipients: true,
      severities: false,
    });
  });

  it('email off without a recipient is fine', () => {
    expect(profileProblems(toInput(notCreated, values()))).toEqual({
      recipients: false,
      severities: false,
    });
  });

  it('no severity is a severities problem', () => {
    expect(profileProblems(toInput(notCreated, values({ emailSeverities: [] })))).toEqual({
      recipients: false,
      severities: true,
    });
  });

  it('sends the severities urgent first, whatever the order they were ticked in', () => {
    const input = toInput(notCreated, values({ emailSeverities: ['Notice', 'Urgent'] }));
    expect(input.emailSeverities).toEqual(['Urgent', 'Notice']);
  });
});

describe('a recipient to add', () => {
  it('is accepted when it is a new, valid address', () => {
    expect(recipientProblem(['ops@example.com'], 'night@example.com')).toBeNull();
  });

  it.each(['', 'not-an-address', 'name@', 'a b@example.com'])('%s is not an address', (typed) => {
    expect(recipientProblem([], typed)).toBe('invalid');
  });

  it('is refused when already listed, in any case', () => {
    expect(recipientProblem(['ops@example.com'], 'OPS@example.com')).toBe('duplicate');
  });

  it(`is refused past ${EMAIL_RECIPIENTS_MAX} addresses`, () => {
    const full = Array.from({ length: EMAIL_RECIPIENTS_MAX }, (_, n) => `r${n}@example.com`);
    expect(recipientProblem(full, 'one-more@example.com')).toBe('full');
  });
});

describe('whether anything changed', () => {
  it('does not count the order of picks or the case of addresses', () => {
    const saved = values({
      productGroupIds: [LEAK, AIR],
      emailRecipients: ['Ops@example.com', 'night@example.com'],
      emailSeverities: ['Urgent', 'Warning'],
    });
    const reordered = values({
      productGroupIds: [AIR, LEAK],
      emailRecipients: ['night@example.com', 'ops@example.com'],
      emailSeverities: ['Warning', 'Urgent'],
    });
    expect(profileChanged(saved, reordered)).toBe(false);
  });

  it.each<[string, Partial<ProfileValues>]>([
    ['email switched on', { emailEnabled: true }],
    ['a recipient added', { emailRecipients: ['ops@example.com'] }],
    ['a severity added', { emailSeverities: ['Urgent', 'Warning', 'Notice'] }],
    ['a severity swapped', { emailSeverities: ['Urgent', 'Notice'] }],
    ['a group picked', { productGroupIds: [LEAK] }],
    ['apply to existing turned on', { applyToExistingInstalls: true }],
  ])('counts %s', (_, change) => {
    expect(profileChanged(values(), values(change))).toBe(true);
  });
});

describe('Save is disabled (spec 000 §5)', () => {
  const state = {
    saving: false,
    changed: true,
    fromSetup: false,
    recipientsMissing: false,
  };

  it('is enabled for a change with recipients in order', () => {
    expect(saveDisabled(state)).toBe(false);
  });

  it('while saving', () => {
    expect(saveDisabled({ ...state, saving: true })).toBe(true);
    expect(saveDisabled({ ...state, saving: true, fromSetup: true })).toBe(true);
  });

  it('when nothing changed, unless in the setup flow', () => {
    expect(saveDisabled({ ...state, changed: false })).toBe(true);
    expect(saveDisabled({ ...state, changed: false, fromSetup: true })).toBe(false);
  });

  it('while email is on without a recipient, in the setup flow too', () => {
    expect(saveDisabled({ ...state, recipientsMissing: true })).toBe(true);
    expect(saveDisabled({ ...state, recipientsMissing: true, fromSetup: true })).toBe(true);
  });
});
