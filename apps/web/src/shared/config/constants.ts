// Business constants and limits of spec 000 §9, spelled once. Durations are in milliseconds.

export const INACTIVITY_LOGOUT_MS = 1_800_000;
export const ACTIVITY_THROTTLE_MS = 1_000;
export const ACTIVITY_CHECK_INTERVAL_MS = 1_000;

export const ERROR_REPORTING_SAMPLE_RATE = 0.2;

export const IDENTITY_SCOPE = 'openid profile email';
export const PASSWORD_MIN_LENGTH = 7;
export const TOKEN_LEEWAY_SECONDS = 60;
export const SSO_CHECK_TIMEOUT_MS = 5_000;
export const CAPTCHA_MAX_RETRIES = 3;
export const FALLBACK_LANDING_PATH = '/mybusiness/home';

export const TABLE_PAGE_SIZE = 15;
export const VIEWER_STALE_TIME_MS = 5_000;
export const VIEWER_POLL_INTERVAL_MS = 1_000;
export const SETUP_POLL_INTERVAL_MS = 5_000;
export const AGREEMENT_POLL_INTERVAL_MS = 5_000;
export const BANNER_TICK_MS = 1_000;
export const DISMISSED_NOTIFICATION_KEEP_MONTHS = 1;
export const BANNER_CLOSE_DELAY_MS = 1_000;

export const BANNER_TOP_OFFSET_PX = 58;
/** The desktop banner is the page width minus this (the left navigation). */
export const LEFT_NAV_WIDTH_PX = 280;
export const MOBILE_BREAKPOINT = '68rem';
export const NARROW_LAYOUT_BREAKPOINT = '62rem';
export const PROFILE_MENU_WIDTH_PX = 260;
export const HEADER_HEIGHT_PX = 60;

/** date-fns pattern, e.g. 03/07/2025 at 02:05 PM. */
export const DATE_DISPLAY_FORMAT = "MM/dd/yyyy 'at' hh:mm a";

export const STEPPER_FIRST_REPEAT_MS = 500;
export const STEPPER_REPEAT_MS = 250;
export const STEPPER_FAST_REPEAT_MS = 150;
export const STEPPER_REPEATS_BEFORE_FAST = 5;
export const THRESHOLD_MIN = 10;
export const THRESHOLD_MAX = 90;
export const RECOMMENDED_ACTION_MAX_LENGTH = 300;

/** The access token is refreshed this long before it expires (and once on a 401). */
export const TOKEN_REFRESH_MARGIN_MS = 60_000;
