/** A dealer's share is in basis points: 1,000 is 10 % of what the store pays for its plan. */
export const DEALER_SHARE_MAX_BPS = 10_000;

/** Codes are kept upper case, so "acme-10" typed at sign-up finds ACME-10. */
export const DEALER_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,23}$/;

export const normalizeDealerCode = (code: string): string => code.trim().toUpperCase();

/** The dealer's part of a paid amount (minor units), rounded down: the platform never pays a fraction. */
export function dealerEarning(paidMinor: number, shareBps: number): number {
  if (paidMinor <= 0 || shareBps <= 0) return 0;
  return Math.floor((paidMinor * shareBps) / DEALER_SHARE_MAX_BPS);
}

/** "12.5 %" for 1,250 basis points. */
export const shareLabel = (shareBps: number): string => `${(shareBps / 100).toLocaleString('en-US')} %`;
