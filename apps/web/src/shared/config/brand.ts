// Product names are trademarks: they are never translated.
export const PROVIDER_NAME = 'Aeris Home';
export const PORTAL_NAME = 'Aeris Pro Portal';
