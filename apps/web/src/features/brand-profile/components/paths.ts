/** The brand profile pages (spec 000 §2: services/brand-profile/* with new and view). */
export const BRAND_PROFILE_PATH = '/mybusiness/services/brand-profile';
export const BRAND_PROFILE_NEW_PATH = `${BRAND_PROFILE_PATH}/new`;
export const BRAND_PROFILE_VIEW_PATH = `${BRAND_PROFILE_PATH}/view`;
