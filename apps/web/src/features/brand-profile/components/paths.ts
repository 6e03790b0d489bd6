import { BRAND_PROFILE_PATH } from '@/shared/config/paths';

/** The brand profile's new and view pages (spec 000 §2: services/brand-profile/*). */
export const BRAND_PROFILE_NEW_PATH = `${BRAND_PROFILE_PATH}/new`;
export const BRAND_PROFILE_VIEW_PATH = `${BRAND_PROFILE_PATH}/view`;
