import {
  type AlertProfile,
  AlertProfileInput,
  type DeviceAlertSeverity,
  NOT_CREATED_ID,
  SEVERITY_ORDER,
} from '@portal/contracts';
import { applyToExistingState } from '@/shared/ui/service-settings/apply-to-existing';

// The rules of the Pro Alerts profile form (spec 000 §4 "Apply to existing customers" and §5),
// kept apart from the screen so each can be tested as it is written in the spec.

type Severity = (typeof DeviceAlertSeverity)[number];

/** What the form edits. No product group picked means All devices. */
export interface ProfileValues {
  productGroupIds: string[];
  emailEnabled: boolean;
  emailRecipients: string[];
  emailSeverities: Severity[];
  applyToExistingInstalls: boolean;
}

/** The severities in the order the form lists them: urgent, warning, notice. */
export const SEVERITIES: readonly Severity[] = (Object.keys(SEVERITY_ORDER) as Severity[]).sort(
  (a, b) => SEVERITY_ORDER[a] - SEVERITY_ORDER[b],
);

export function valuesOf(profile: AlertProfile): ProfileValues {
  return {
    productGroupIds: profile.productGroups.map((group) => group.id),
    emailEnabled: profile.emailEnabled,
    emailRecipients: profile.emailRecipients,
    emailSeverities: profile.emailSeverities,
    applyToExistingInstalls: profile.applyToExistingInstalls,
  };
}

// Apply to existing customers (spec 000 §4 and §5): the Pro Alerts choice is made when the
// profile is created, and settled from then on. Device selection's rules are shared
// (shared/ui/service-settings).

export function profileApplyState(
  profile: Pick<AlertProfile, 'id' | 'applyToExistingInstalls'>,
  values: Pick<ProfileValues, 'productGroupIds' | 'applyToExistingInstalls'>,
) {
  return applyToExistingState(
    {
      settled: profile.id !== NOT_CREATED_ID,
      applyToExistingInstalls: profile.applyToExistingInstalls,
    },
    values,
  );
}

/** What POST or PUT alertProfiles/default is sent. */
export function toInput(
  profile: Pick<AlertProfile, 'id' | 'applyToExistingInstalls'>,
  values: ProfileValues,
): AlertProfileInput {
  return {
    emailEnabled: values.emailEnabled,
    emailSeverities: SEVERITIES.filter((severity) => values.emailSeverities.includes(severity)),
    emailRecipients: values.emailRecipients,
    productGroupIds: values.productGroupIds,
    applyToExistingInstalls: profileApplyState(profile, values).checked,
  };
}

/** The problems of a profile about to be saved, by the contract's own schema. */
export function profileProblems(input: AlertProfileInput): {
  /** Email is on without a recipient: an error on the recipients field, and Save is blocked. */
  recipients: boolean;
  /** No severity is chosen: saving explains, in a modal, that one is needed. */
  severities: boolean;
} {
  const result = AlertProfileInput.safeParse(input);
  const fields = new Set(result.error?.issues.map((issue) => issue.path[0]) ?? []);
  return { recipients: fields.has('emailRecipients'), severities: fields.has('emailSeverities') };
}

// Save (spec 000 §5).

const sameSet = (a: readonly string[], b: readonly string[], key = (value: string) => value) => {
  const keys = new Set(a.map(key));
  return keys.size === new Set(b.map(key)).size && b.every((value) => keys.has(key(value)));
};

/** Whether the form differs from the saved profile; the order of picks does not count. */
export function profileChanged(saved: ProfileValues, current: ProfileValues): boolean {
  return !(
    saved.emailEnabled === current.emailEnabled &&
    saved.applyToExistingInstalls === current.applyToExistingInstalls &&
    sameSet(saved.productGroupIds, current.productGroupIds) &&
    sameSet(saved.emailSeverities, current.emailSeverities) &&
    sameSet(saved.emailRecipients, current.emailRecipients, (email) => email.toLowerCase())
  );
}

/**
 * Save is disabled while saving, when nothing changed (unless in the setup flow, where saving
 * also completes the step) or while email is on without a recipient.
 */
export function saveDisabled(state: {
  saving: boolean;
  changed: boolean;
  fromSetup: boolean;
  recipientsMissing: boolean;
}): boolean {
  return state.saving || state.recipientsMissing || (!state.changed && !state.fromSetup);
}

// Recipients, one address at a time.

export type RecipientProblem = 'invalid' | 'duplicate' | 'full';

/** Why an address cannot join the recipients, by the contract's rules for the list; null if it can. */
export function recipientProblem(
  recipients: readonly string[],
  address: string,
): RecipientProblem | null {
  const result = AlertProfileInput.shape.emailRecipients.safeParse([...recipients, address]);
  if (result.success) return null;
  const issue = result.error.issues[0];
  // An issue of one element is the address itself (its format or length); one of the list is
  // its size or a repeated address.
  if (issue === undefined || issue.path.length > 0) return 'invalid';
  return issue.code === 'too_big' ? 'full' : 'duplicate';
}
