import type { BrandProfile, BrandProfileChange } from '@portal/contracts';
import { applyToExistingState } from '@/shared/ui/service-settings/apply-to-existing';
import { samePicks } from '@/shared/ui/service-settings/device-selection';

// The brand profile's service settings (spec 000 §4, §5): device selection and apply to existing
// customers, kept apart from the screen so each rule can be tested as the spec writes it.

/** What the settings page edits. No product group picked means All devices. */
export interface SettingsValues {
  productGroupIds: string[];
  applyToExistingInstalls: boolean;
}

export function settingsOf(profile: BrandProfile): SettingsValues {
  return {
    productGroupIds: profile.productGroupIds,
    applyToExistingInstalls: profile.applyToExistingInstalls,
  };
}

/**
 * The toggle's state. Once on, applying to existing customers is settled: it cannot be undone
 * (the server refuses turning it off), so the toggle stays on and locked.
 */
export function settingsApplyState(profile: BrandProfile, values: SettingsValues) {
  return applyToExistingState(
    {
      settled: profile.applyToExistingInstalls,
      applyToExistingInstalls: profile.applyToExistingInstalls,
    },
    values,
  );
}

/**
 * What PUT brandProfile is sent: these two fields only, so the profile's other fields keep their
 * stored values (spec 000 §5 "Brand profile save keeps existing fields").
 */
export function settingsChange(profile: BrandProfile, values: SettingsValues): BrandProfileChange {
  return {
    applyToExistingInstalls: settingsApplyState(profile, values).checked,
    productGroupIds: values.productGroupIds,
  };
}

/** Whether Save would change anything; the order of picks does not count. */
export function settingsChanged(profile: BrandProfile, values: SettingsValues): boolean {
  const change = settingsChange(profile, values);
  return (
    change.applyToExistingInstalls !== profile.applyToExistingInstalls ||
    !samePicks(profile.productGroupIds, values.productGroupIds)
  );
}
