import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CertState, RecordCheck } from '@stallfront/shared';
import { storeRef } from './columns.js';
import { stores } from './stores.js';

const moment = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A store's connected domain: its verification token, the last DNS check and its certificate.
 * The name itself, unique across stores, is `stores.custom_domain` (the shop's Host look-up
 * reads it there); this row holds what belongs to that name and is reset when it changes.
 */
export const storeDomains = pgTable(
  'store_domains',
  {
    storeId: uuid('store_id')
      .primaryKey()
      .references(() => stores.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    /** The value of the TXT record that proves the merchant controls the domain. */
    verifyToken: text('verify_token').notNull(),
    connectedAt: moment('connected_at').notNull().defaultNow(),
    checkedAt: moment('checked_at'),
    lastCheck: jsonb('last_check').$type<RecordCheck[]>(),
    certState: text('cert_state').$type<CertState>().notNull().default('none'),
    certRequestedAt: moment('cert_requested_at'),
    /** The certificate and its chain (PEM), as the ACME server issued them. */
    certPem: text('cert_pem'),
    /** The certificate's private key, encrypted (platform/secret-box.ts); never answered. */
    keyEncrypted: text('key_encrypted'),
    certIssuedAt: moment('cert_issued_at'),
    certExpiresAt: moment('cert_expires_at'),
    certError: text('cert_error'),
  },
  (t) => [index('store_domains_domain_idx').on(t.domain), index('store_domains_cert_expires_idx').on(t.certExpiresAt)],
);
export type StoreDomainRow = typeof storeDomains.$inferSelect;

/** An HTTP-01 challenge under way: any API node answers /.well-known/acme-challenge/{token} from here. */
export const acmeChallenges = pgTable('acme_challenges', {
  token: text('token').primaryKey(),
  domain: text('domain').notNull(),
  keyAuthorization: text('key_authorization').notNull(),
  createdAt: moment('created_at').notNull().defaultNow(),
});

/** A merchant's request for help with a domain (POST /store/domain_enquiry), for the platform admin. */
export const domainEnquiries = pgTable(
  'domain_enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    domain: text('domain').notNull().default(''),
    message: text('message').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [index('domain_enquiries_created_idx').on(t.createdAt)],
);
