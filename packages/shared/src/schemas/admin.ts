import { z } from 'zod';
import { isoDate } from './common.js';

export const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const outboxMessage = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  transport: z.string(),
  created_on: isoDate,
  sent_on: isoDate.nullable(),
  error: z.string().nullable(),
});

export const signupLogEntry = z.object({
  _id: z.string(),
  email: z.string(),
  step: z.string(),
  name: z.string().nullable(),
  mobile: z.string().nullable(),
  store_name: z.string().nullable(),
  created_on: isoDate,
});
