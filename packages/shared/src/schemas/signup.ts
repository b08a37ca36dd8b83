import { z } from 'zod';
import { QUOTE_SUB_TYPES, STORE_CATEGORIES, STORE_TYPES } from '../catalog/store.js';
import { dealerCodeField } from './dealers.js';
import { emailField, mobileField, passwordField, subDomainField, text, trimmed } from './common.js';

/** Steps of the sign-up form; 'completed' is logged by create_store itself. */
export const SIGNUP_STEPS = ['email', 'details', 'store_type', 'category', 'password', 'completed'] as const;

/** One step of the public sign-up form, logged before the store exists. */
export const signupLogBody = z.object({
  email: emailField,
  step: z.enum(SIGNUP_STEPS),
  name: trimmed(120).optional(),
  mobile: mobileField.optional(),
  store_name: trimmed(120).optional(),
});

export const checkEmailBody = z.object({ email: emailField });
export const checkEmailResponse = z.object({
  status: z.literal(true),
  available: z.boolean(),
  message: z.string(),
});

export const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Choose your country');

/** sub_type belongs to quote-based stores only, and they must pick one. */
export const createStoreBody = z
  .object({
    name: trimmed(120, 1, 'Name your store'),
    email: emailField,
    password: passwordField,
    mobile: mobileField.optional(),
    type: z.enum(STORE_TYPES),
    sub_type: z.enum(QUOTE_SUB_TYPES).optional(),
    category: z.enum(STORE_CATEGORIES),
    country: countryCode,
    sub_domain: subDomainField.optional(),
    owner_name: trimmed(120).optional(),
    /** A dealer's code, when a reseller signed the store up. */
    dealer_code: dealerCodeField.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.type === 'quot_based' && !body.sub_type) {
      ctx.addIssue({
        code: 'custom',
        path: ['sub_type'],
        message: 'Choose how your buyers ask: quote, enquiry or order',
      });
    }
    if (body.type !== 'quot_based' && body.sub_type) {
      ctx.addIssue({ code: 'custom', path: ['sub_type'], message: 'Only quote-based stores take a sub-type' });
    }
  });
export type CreateStoreBody = z.infer<typeof createStoreBody>;

export const ENQUIRY_TYPES = ['sales', 'partnership', 'support', 'demo'] as const;
export type EnquiryType = (typeof ENQUIRY_TYPES)[number];

export const enquiryBody = z.object({
  type: z.enum(ENQUIRY_TYPES),
  name: trimmed(120),
  email: emailField,
  mobile: mobileField.optional(),
  company: trimmed(160).optional(),
  message: text(4000, { min: 1, lines: true }),
});
