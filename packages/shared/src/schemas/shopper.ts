import { z } from 'zod';
import { emailField, mobileField, trimmed } from './common.js';

/** Who is asking, as every shop form (checkout, quote, enquiry, booking) takes it. */
export const shopperContactInput = z.object({
  name: trimmed(120, 1, 'Enter your name'),
  email: emailField,
  phone: z.union([z.literal(''), mobileField]).default(''),
});
