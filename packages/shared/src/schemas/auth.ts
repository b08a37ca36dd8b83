import { z } from 'zod';
import { emailField, idField, passwordField, passwordInput } from './common.js';

export const storeLoginBody = z.object({ email: emailField, password: passwordInput });
export const branchLoginBody = storeLoginBody;
export const adminLoginBody = storeLoginBody;
/** Vendors sign in on their store's branded page, so the store is part of the sign-in. */
export const vendorLoginBody = storeLoginBody.extend({ store_id: idField });

export const resetCode = z
  .string()
  .trim()
  .regex(/^[0-9]{6}$/, 'Enter the 6-digit code from the email');

export const forgotRequestBody = z.object({ email: emailField });
export const validateForgotBody = z.object({ email: emailField, code: resetCode });
export const updatePwdBody = validateForgotBody.extend({ password: passwordField });

export const vendorForgotRequestBody = forgotRequestBody.extend({ store_id: idField });
export const validateVendorForgotBody = validateForgotBody.extend({ store_id: idField });
export const updateVendorPwdBody = updatePwdBody.extend({ store_id: idField });

export const changePwdBody = z
  .object({ current_password: passwordInput, new_password: passwordField })
  .refine((b) => b.current_password !== b.new_password, {
    path: ['new_password'],
    message: 'Choose a password that differs from the current one',
  });
