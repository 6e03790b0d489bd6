import { SERVICE_SETUP_PATH } from '@/shared/config/paths';
import { FROM_SHOPIFY_PARAM, isFromShopify } from './setup-polling';
import { type SetupStepView, shouldStartSetup } from './setup-steps';

/**
 * Where the business home sends the viewer instead, or null to stay. Back from the online store
 * (?fromShopify=true), whoever may set up a service goes to wait on the setup page even before
 * the purchase shows; otherwise setup starts automatically when it should (spec 000 §4).
 */
export function autoStartTarget(
  steps: readonly SetupStepView[],
  started: boolean,
  search: URLSearchParams,
): string | null {
  if (isFromShopify(search) && steps.some((step) => step.unavailableBecause !== 'role')) {
    return `${SERVICE_SETUP_PATH}?${FROM_SHOPIFY_PARAM}=true`;
  }
  return shouldStartSetup(steps, started) ? SERVICE_SETUP_PATH : null;
}
