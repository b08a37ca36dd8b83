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
