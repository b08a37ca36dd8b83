/** Business constants of spec section 9. */
export const TRIAL_DAYS = 14;
/** Stores created on or after this instant get enable_reset. */
export const ENABLE_RESET_AFTER = '2023-01-01T00:00:00.000Z';
export const DEFAULT_IMAGE_COUNT = 15;
export const VARIANT_IMAGE_COUNT = 30;
export const CHAT_PAGE_SIZE = 30;
export const CHAT_IMAGE_MAX_BYTES = 1024 * 1024;
export const FEEDBACK_MAX_IMAGES = 5;
export const VENDOR_BRANDING_COOKIE_HOURS = 12;
export const BRIGHTNESS_THRESHOLD = 145;
export const RESET_CODE_TTL_MINUTES = 15;
export const RESET_CODE_MAX_ATTEMPTS = 5;
export const DEFAULT_CURRENCY = 'USD';
/** The theme colour a store starts with; changing it completes the "colors" deploy stage. */
export const DEFAULT_THEME_PRIMARY = '#2f6fed';
