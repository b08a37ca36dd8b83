import { z } from 'zod';
import { emailFieldWith, idField, isoDate, passwordInput, text } from './common.js';
import { storeLoginResponse } from './session.js';

/** The signed-in owner's or staff member's own account, as the profile screen shows it. */
export const accountProfile = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['admin', 'subuser']),
  /** The address a change waits to be confirmed at, while its code works. */
  pending_email: z.string().nullable(),
  two_factor: z.object({ enabled: z.boolean(), recovery_codes_left: z.number().int().nonnegative() }),
});
export type AccountProfile = z.infer<typeof accountProfile>;
export const accountProfileResponse = z.object({ status: z.literal(true), data: accountProfile });

export const profileNameBody = z.object({ name: text(80, { min: 1, required: 'Enter your name' }) });

export const emailChangeBody = z.object({
  email: emailFieldWith('Enter the new email address'),
  current_password: passwordInput,
});

export const emailConfirmBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[0-9]{6}$/, 'Enter the 6-digit code sent to the new address'),
});

/** A second-step code: six digits from the authenticator app, or a recovery code. */
export const secondStepCode = z
  .string({ error: 'Enter the code from your authenticator app' })
  .trim()
  .min(1, 'Enter the code from your authenticator app')
  .max(20, 'Enter the 6-digit code or a recovery code');

export const accountSession = z.object({
  _id: z.string(),
  created_at: isoDate,
  expires_at: isoDate,
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** "Chrome on macOS". */
  device: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
  /** A phone app that registered a push token on this session. */
  phone_app: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSession>;
export const accountSessionsResponse = z.object({ status: z.literal(true), list: z.array(accountSession) });

export const sessionSignOutBody = z.object({ session_id: idField });

export const twoFactorSetup = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  otpauth_url: z.string(),
  /** The otpauth URL as a QR code, an SVG data URL. */
  qr_code: z.string(),
});
export const twoFactorSetupResponse = z.object({ status: z.literal(true), data: twoFactorSetup });

export const twoFactorEnableBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[0-9]{6}$/, 'Enter the 6-digit code from your authenticator app'),
});
export const recoveryCodesResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  /** Shown once: only their hashes are kept. */
  recovery_codes: z.array(z.string()),
});

/** Turning two-step sign-in off and renewing the recovery codes both ask for the password and a code. */
export const twoFactorConfirmBody = z.object({ current_password: passwordInput, code: secondStepCode });

/** login_v2 when the account has two-step sign-in: no store token until the second step. */
export const twoFactorChallengeResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  two_factor_required: z.literal(true),
  challenge_token: z.string(),
});
export type TwoFactorChallengeResponse = z.infer<typeof twoFactorChallengeResponse>;
export const storeLoginV2Response = z.union([storeLoginResponse, twoFactorChallengeResponse]);

export const twoFactorLoginBody = z.object({
  challenge_token: z.string().min(1, 'Sign in with your password again').max(200),
  code: secondStepCode,
});

/** POST /others/ios_token: a phone app's push token, kept with the session that sent it. */
export const iosTokenBody = z.object({
  token: z
    .string({ error: 'Send the push token' })
    .trim()
    .min(1, 'Send the push token')
    .max(4096, '4096 characters at most')
    .regex(/^[\x21-\x7e]+$/, 'A push token has no spaces or control characters'),
});
