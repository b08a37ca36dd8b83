import { z } from 'zod';
import { CERT_STATES } from '../rules/domains.js';
import { emailField, isoDate, mobileField, okData, okMessage, text } from './common.js';

/** Connect a domain: as typed; the server normalises it and answers 422 on `domain` when it cannot be used. */
export const domainConnectBody = z.object({
  domain: text(300, { min: 1, required: 'Enter your domain, like shop.example.com' }),
});
export type DomainConnectBody = z.input<typeof domainConnectBody>;

export const domainRecord = z.object({
  type: z.enum(['CNAME', 'A', 'TXT']),
  name: z.string(),
  value: z.string(),
  purpose: z.enum(['routing', 'verification']),
  /** Whether the last check found it as asked (false before any check). */
  ok: z.boolean(),
  /** What the last check found on that name and type. */
  found: z.array(z.string()),
});
export type DomainRecord = z.infer<typeof domainRecord>;

export const certificateState = z.object({
  state: z.enum(CERT_STATES),
  issued_on: isoDate.nullable(),
  expires_on: isoDate.nullable(),
  /** Why the last request for a certificate failed, in the certificate authority's words. */
  error: z.string().nullable(),
});
export type CertificateState = z.infer<typeof certificateState>;

/** The store's domain as the screen shows it. The certificate's key is never answered. */
export const domainState = z.object({
  /** False on a free package: connecting answers the upgrade message. */
  can_connect: z.boolean(),
  domain: z.string().nullable(),
  connected_on: isoDate.nullable(),
  checked_on: isoDate.nullable(),
  verified_on: isoDate.nullable(),
  records: z.array(domainRecord),
  certificate: certificateState,
  /** Where the shop answers on the domain once verified. */
  shop_url: z.string().nullable(),
});
export type DomainState = z.infer<typeof domainState>;
export const domainReply = okData(domainState);

export const domainEnquiryBody = z.object({
  name: text(100, { min: 1, required: 'Enter your name' }),
  email: emailField,
  phone: z.union([z.literal(''), mobileField]).default(''),
  /** The domain the question is about, as typed (optional). */
  domain: text(300).default(''),
  message: text(2000, { min: 10, lines: true, required: 'Tell us what you need help with' }),
});
export type DomainEnquiryBody = z.input<typeof domainEnquiryBody>;
export const domainEnquiryReply = okMessage;
