import { access } from './call-access.js';

/** The account profile's calls: the owner and every staff member, each for their own account only. */
export const PROFILE_ACCESS = access({ staff: true });

/** How long a code sent to a new email address works, and how many wrong guesses kill it. */
export const EMAIL_CHANGE_TTL_MINUTES = 30;
export const EMAIL_CHANGE_MAX_ATTEMPTS = 5;

/** How long the second sign-in step may take after the password was right. */
export const TWO_FACTOR_CHALLENGE_TTL_MINUTES = 5;
/** Wrong codes a challenge takes before it dies and the password must be given again. */
export const TWO_FACTOR_CHALLENGE_MAX_ATTEMPTS = 5;
export const RECOVERY_CODE_COUNT = 10;
/** Ten characters in two groups of five, from an alphabet without look-alikes (0/o, 1/l/i). */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_GROUP = 5;

/** "abcde-fghjk": the code as shown, from ten characters of the alphabet. */
export function formatRecoveryCode(raw: string): string {
  return `${raw.slice(0, RECOVERY_GROUP)}-${raw.slice(RECOVERY_GROUP)}`;
}

/**
 * The code as typed, made comparable: case, spaces and dashes do not matter. Null when it
 * cannot be a recovery code (wrong length or a character outside the alphabet).
 */
export function normalizeRecoveryCode(typed: string): string | null {
  const bare = typed.toLowerCase().replace(/[\s-]/g, '');
  if (bare.length !== RECOVERY_GROUP * 2) return null;
  return [...bare].every((c) => RECOVERY_CODE_ALPHABET.includes(c)) ? bare : null;
}

/** A six-digit authenticator code, spaces allowed ("123 456"); null when it is not one. */
export function normalizeTotpCode(typed: string): string | null {
  const bare = typed.replace(/\s/g, '');
  return /^[0-9]{6}$/.test(bare) ? bare : null;
}

/** What a second-step code is: an authenticator code, a recovery code, or neither. */
export function secondStepKind(typed: string): 'totp' | 'recovery' | null {
  if (normalizeTotpCode(typed)) return 'totp';
  return normalizeRecoveryCode(typed) ? 'recovery' : null;
}

/** A browser and system as a user-agent parser names them. */
export interface DeviceNames {
  browser?: string | null;
  os?: string | null;
  /** "mobile", "tablet", "desktop"... */
  platform?: string | null;
}

/** Names that read better to a merchant than the parser's. */
const OS_NAMES: Record<string, string> = { 'mac os': 'macOS', macos: 'macOS', ios: 'iOS', 'chrome os': 'ChromeOS' };

/** "Chrome on macOS", "Safari on iOS", "Firefox", or "Unknown device" when nothing was recognised. */
export function deviceLabel({ browser, os }: DeviceNames): string {
  const osName = os ? (OS_NAMES[os.toLowerCase()] ?? os) : '';
  if (browser && osName) return `${browser} on ${osName}`;
  return browser || osName || 'Unknown device';
}
