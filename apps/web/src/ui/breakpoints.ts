/** Above 1024 px the store layout is a desktop: sidebar open, no phone sub-header (spec section 2). */
export const DESKTOP_MIN_PX = 1025;
export const DESKTOP_QUERY = `(min-width: ${DESKTOP_MIN_PX}px)`;
