import { z } from 'zod';
import { emailField, passwordField, passwordInput, trimmed } from './common.js';

export const customerSignUpInput = z.object({
  name: trimmed(120, 1, 'Enter your name'),
  email: emailField,
  password: passwordField,
});
export type CustomerSignUpInput = z.infer<typeof customerSignUpInput>;

export const customerSignInInput = z.object({ email: emailField, password: passwordInput });
export type CustomerSignInInput = z.infer<typeof customerSignInInput>;

/** How long a shopper stays signed in without signing in again. */
export const CUSTOMER_SESSION_DAYS = 30;

/** What a link mailed to a customer does when followed (customer_email_links). */
export const CUSTOMER_LINK_PURPOSES = ['confirm', 'claim', 'reset'] as const;
export type CustomerLinkPurpose = (typeof CUSTOMER_LINK_PURPOSES)[number];

/** How long a confirm or claim link works; a reset link lives as the console's code does (RESET_CODE_TTL_MINUTES). */
export const CUSTOMER_CONFIRM_LINK_HOURS = 24;

export const customerForgotInput = z.object({ email: emailField });
export type CustomerForgotInput = z.infer<typeof customerForgotInput>;

export const customerNewPasswordInput = z.object({ password: passwordField });
export type CustomerNewPasswordInput = z.infer<typeof customerNewPasswordInput>;
