// Kept apart from pro-accounts.ts, whose schemas bring the phone rules: the web's viewer facts read
// these names on every page, the signed-out ones included.

/** Program names of spec 000 §6 that switch features on. */
export const PROGRAM_HOMEOWNER_APP_BRANDING = 'Homeowner App Branding';
export const PROGRAM_PRO_ALERTS = 'Pro Alerts';
