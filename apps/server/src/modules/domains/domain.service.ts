import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, lte, ne } from 'drizzle-orm';
import {
  CUSTOM_DOMAIN_FEATURE,
  checkRecords,
  DOMAIN_UPGRADE_MESSAGE,
  type domainEnquiryBody,
  type DomainState,
  type DomainTarget,
  domainProblem,
  expectedRecords,
  normaliseDomain,
  type RecordCheck,
  verifyRecordName,
} from '@stallfront/shared';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { domainEnquiries, type StoreDomainRow, storeDomains, stores } from '../../db/schema/index.js';
import type { StoreAuth } from '../../platform/auth/guards.js';
import type { AppContext } from '../../platform/context.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { conflict, forbidden, unprocessable } from '../../platform/errors.js';
import { jobKind } from '../../platform/jobs/job-kind.js';
import { secretBox } from '../../platform/secret-box.js';
import { issueCertificate } from './acme.js';
import { lookUpRecords } from './dns-check.js';

/** Issue (or renew) one store's certificate. */
export const DOMAIN_CERTIFICATE = jobKind('domains.certificate', z.object({ store_id: z.uuid() }));
/** Daily: send DOMAIN_CERTIFICATE for every certificate due for renewal. */
export const DOMAIN_RENEWALS = jobKind('domains.renewals', z.object({}));

/** An 'issuing' request older than this is taken as lost (the node stopped) and may be started again. */
const ISSUING_STALE_MS = 15 * 60_000;
const DOMAIN_TAKEN = 'domain: another store uses this domain';

export const domainTarget = (config: AppContext['config']): DomainTarget => ({
  // Under the stores' wildcard domain, which points at the platform (README: STORE_DOMAIN).
  host: config.DOMAIN_TARGET_HOST ?? `shops.${config.STORE_DOMAIN}`,
  ipv4: config.DOMAIN_TARGET_IPV4 ?? null,
});

/** Our own names: a merchant's domain may be none of these nor under them. */
const platformDomains = (config: AppContext['config']) => [
  config.STORE_DOMAIN,
  new URL(config.PUBLIC_URL).hostname,
  domainTarget(config).host,
];

/**
 * Whether the store's package (or a feature it paid for) gives it its own domain. Trial features
 * do not: a free package's 14-day trial would leave a domain and its certificate behind when it
 * ends, and the spec shows a free package asking for a domain the upgrade modal.
 */
const mayConnect = (auth: StoreAuth): boolean =>
  auth.view.pkg.features.includes(CUSTOM_DOMAIN_FEATURE) ||
  auth.view.store.paidFeatures.includes(CUSTOM_DOMAIN_FEATURE);

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

interface StoreDomain {
  domain: string | null;
  verifiedAt: Date | null;
  row: StoreDomainRow | null;
}

async function readDomain(db: Db, storeId: string): Promise<StoreDomain> {
  const [found] = await db
    .select({ domain: stores.customDomain, verifiedAt: stores.customDomainVerifiedAt, row: storeDomains })
    .from(stores)
    .leftJoin(storeDomains, eq(storeDomains.storeId, stores.id))
    .where(eq(stores.id, storeId));
  return { domain: found?.domain ?? null, verifiedAt: found?.verifiedAt ?? null, row: found?.row ?? null };
}

/** The screen's view: the expected records with what the last check found of each. */
function stateOf(ctx: AppContext, auth: StoreAuth, current: StoreDomain): DomainState {
  const canConnect = mayConnect(auth);
  const { domain, row, verifiedAt } = current;
  const none = { state: 'none' as const, issued_on: null, expires_on: null, error: null };
  if (!domain || !row || row.domain !== domain) {
    return {
      can_connect: canConnect,
      domain: null,
      connected_on: null,
      checked_on: null,
      verified_on: null,
      records: [],
      certificate: none,
      shop_url: null,
    };
  }
  const last = row.lastCheck ?? [];
  const records = expectedRecords(domain, row.verifyToken, domainTarget(ctx.config)).map(
    (record): RecordCheck =>
      last.find((r) => r.type === record.type && r.name === record.name && r.value === record.value) ?? {
        ...record,
        ok: false,
        found: [],
      },
  );
  return {
    can_connect: canConnect,
    domain,
    connected_on: iso(row.connectedAt),
    checked_on: iso(row.checkedAt),
    verified_on: iso(verifiedAt),
    records,
    certificate: {
      state: row.certState,
      issued_on: iso(row.certIssuedAt),
      expires_on: iso(row.certExpiresAt),
      error: row.certError,
    },
    shop_url: verifiedAt ? `https://${domain}` : null,
  };
}

export async function domainState(ctx: AppContext, auth: StoreAuth): Promise<DomainState> {
  return stateOf(ctx, auth, await readDomain(ctx.db, auth.storeId));
}

/**
 * Connects a domain: on a paid package, a valid public name that no other store holds. A new
 * name gets a new token and starts unverified, without a certificate; the same name again
 * changes nothing.
 */
export async function connectDomain(ctx: AppContext, auth: StoreAuth, typed: string): Promise<DomainState> {
  if (!mayConnect(auth)) throw forbidden(DOMAIN_UPGRADE_MESSAGE);
  const domain = normaliseDomain(typed);
  const problem = domainProblem(domain, platformDomains(ctx.config));
  if (problem) throw unprocessable(`domain: ${problem}`);
  const current = await readDomain(ctx.db, auth.storeId);
  if (current.domain === domain && current.row?.domain === domain) return stateOf(ctx, auth, current);
  try {
    await ctx.db.transaction(async (tx) => {
      const [holder] = await tx
        .select({ id: stores.id })
        .from(stores)
        .where(and(eq(stores.customDomain, domain), ne(stores.id, auth.storeId)));
      if (holder) throw conflict(DOMAIN_TAKEN);
      await tx
        .update(stores)
        .set({ customDomain: domain, customDomainVerifiedAt: null })
        .where(eq(stores.id, auth.storeId));
      const fresh = {
        domain,
        verifyToken: randomBytes(16).toString('hex'),
        connectedAt: ctx.now(),
        checkedAt: null,
        lastCheck: null,
        certState: 'none' as const,
        certRequestedAt: null,
        certPem: null,
        keyEncrypted: null,
        certIssuedAt: null,
        certExpiresAt: null,
        certError: null,
      };
      await tx
        .insert(storeDomains)
        .values({ storeId: auth.storeId, ...fresh })
        .onConflictDoUpdate({ target: storeDomains.storeId, set: fresh });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DOMAIN_TAKEN);
    throw error;
  }
  return domainState(ctx, auth);
}

/** Disconnects the domain: the shop stops answering on it at once (its Host no longer matches) and its certificate goes. */
export async function removeDomain(ctx: AppContext, auth: StoreAuth): Promise<DomainState> {
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(stores)
      .set({ customDomain: null, customDomainVerifiedAt: null })
      .where(eq(stores.id, auth.storeId));
    await tx.delete(storeDomains).where(eq(storeDomains.storeId, auth.storeId));
  });
  return domainState(ctx, auth);
}

function requireConnected(
  current: StoreDomain,
): asserts current is StoreDomain & { domain: string; row: StoreDomainRow } {
  if (!current.domain || !current.row || current.row.domain !== current.domain)
    throw conflict('Connect your domain first.');
}

/**
 * Looks the domain's records up now and keeps what was found. The domain is verified once the
 * TXT token and a routing record answer; a verified domain stays verified when a later check
 * fails (DNS changes take a while to show everywhere), until it is disconnected.
 */
export async function verifyDomain(
  ctx: AppContext,
  auth: StoreAuth,
  log: (err: unknown) => void,
): Promise<DomainState> {
  const current = await readDomain(ctx.db, auth.storeId);
  requireConnected(current);
  const { domain, row } = current;
  const found = await lookUpRecords(domain, verifyRecordName(domain), ctx.config.DNS_RESOLVER, log);
  const check = checkRecords(expectedRecords(domain, row.verifyToken, domainTarget(ctx.config)), found);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(storeDomains)
      .set({
        checkedAt: now,
        lastCheck: check.records,
        ...(check.verified && row.certState === 'none' ? { certState: 'pending' as const } : {}),
      })
      .where(and(eq(storeDomains.storeId, auth.storeId), eq(storeDomains.domain, domain)));
    if (check.verified && !current.verifiedAt)
      await tx
        .update(stores)
        .set({ customDomainVerifiedAt: now })
        .where(and(eq(stores.id, auth.storeId), eq(stores.customDomain, domain)));
  });
  return domainState(ctx, auth);
}

/**
 * `GET /store/create_ssl`: starts the certificate of a verified domain (a job) unless one is
 * issued and not due, or a request is under way; answers where it stands either way.
 */
export async function requestCertificate(ctx: AppContext, auth: StoreAuth): Promise<DomainState> {
  const current = await readDomain(ctx.db, auth.storeId);
  requireConnected(current);
  if (!current.verifiedAt) throw conflict("Verify your domain's DNS records first.");
  if (!ctx.config.ACME_DIRECTORY_URL)
    throw conflict('This server issues no certificates yet (no ACME_DIRECTORY_URL is set); ask the platform team.');
  const { row } = current;
  const now = ctx.now();
  const underWay =
    row.certState === 'issuing' &&
    row.certRequestedAt &&
    now.getTime() - row.certRequestedAt.getTime() < ISSUING_STALE_MS;
  const fresh = row.certState === 'issued' && row.certExpiresAt && row.certExpiresAt > now;
  if (!underWay && !fresh) {
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(storeDomains)
        .set({ certState: 'issuing', certRequestedAt: now, certError: null })
        .where(eq(storeDomains.storeId, auth.storeId));
      await ctx.jobs.send(DOMAIN_CERTIFICATE, { store_id: auth.storeId }, { tx });
    });
  }
  return domainState(ctx, auth);
}

/**
 * The job: asks the CA for the domain's certificate and keeps it, its key encrypted. A renewal
 * keeps serving the old certificate until the new one is in; a failure is kept for the screen.
 */
export async function runCertificateJob(ctx: AppContext, storeId: string, log: (msg: object, text: string) => void) {
  const current = await readDomain(ctx.db, storeId);
  const { domain, row, verifiedAt } = current;
  const directoryUrl = ctx.config.ACME_DIRECTORY_URL;
  if (!domain || !row || row.domain !== domain || !verifiedAt || !directoryUrl) return;
  const sameDomain = and(eq(storeDomains.storeId, storeId), eq(storeDomains.domain, domain));
  try {
    const issued = await issueCertificate(
      ctx.db,
      { directoryUrl, email: ctx.config.ACME_EMAIL, caFile: ctx.config.ACME_CA_FILE },
      domain,
    );
    const box = await secretBox(ctx.db, 'cert-key', ctx.config.CERT_KEY_SECRET);
    await ctx.db
      .update(storeDomains)
      .set({
        certState: 'issued',
        certPem: issued.certPem,
        keyEncrypted: box.seal(issued.keyPem),
        certIssuedAt: issued.notBefore,
        certExpiresAt: issued.notAfter,
        certError: null,
      })
      .where(sameDomain);
    log({ storeId, domain, expires: issued.notAfter }, 'certificate issued');
  } catch (err) {
    const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
    log({ storeId, domain, err }, 'certificate request failed');
    // A renewal that fails leaves the issued certificate serving; the next day's sweep tries again.
    await ctx.db
      .update(storeDomains)
      .set(row.certPem ? { certState: 'issued', certError: message } : { certState: 'failed', certError: message })
      .where(sameDomain);
  }
}

/** Stores whose certificate is due for renewal (RENEW_DAYS_BEFORE), for the daily sweep. */
export async function certificatesDue(db: Db, before: Date): Promise<string[]> {
  const rows = await db
    .select({ storeId: storeDomains.storeId })
    .from(storeDomains)
    .innerJoin(stores, and(eq(stores.id, storeDomains.storeId), eq(stores.customDomain, storeDomains.domain)))
    .where(
      and(
        eq(storeDomains.certState, 'issued'),
        isNotNull(stores.customDomainVerifiedAt),
        lte(storeDomains.certExpiresAt, before),
      ),
    );
  return rows.map((r) => r.storeId);
}

/** A merchant's request for help: kept for the platform admin and mailed to support. */
export async function recordEnquiry(ctx: AppContext, auth: StoreAuth, body: z.output<typeof domainEnquiryBody>) {
  await ctx.db.insert(domainEnquiries).values({ storeId: auth.storeId, ...body });
  await ctx.mailer.send({
    to: ctx.config.SUPPORT_EMAIL,
    subject: `Domain help for ${auth.view.store.name}${body.domain ? ` (${body.domain})` : ''}`,
    text: [
      `Store: ${auth.view.store.name} (${auth.view.store.subDomain})`,
      `From: ${body.name} <${body.email}>${body.phone ? `, ${body.phone}` : ''}`,
      ...(body.domain ? [`Domain: ${body.domain}`] : []),
      '',
      body.message,
    ].join('\n'),
  });
  return 'Thanks: our team will write to you about your domain.';
}
