import { createHash } from 'node:crypto';
import { checkRecords, expectedRecords, verifyRecordName } from '@stallfront/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { storeDomains, stores } from '../db/schema/index.js';
import type { AppContext } from '../platform/context.js';
import { domainTarget } from '../modules/domains/domain.service.js';
import type { DemoStore } from './demo-stores.js';

/**
 * The demo stores with their own domain: Glow Studio (Essential) connected book.glowstudio.example
 * three days ago, and its records were found then. No certificate is claimed: nothing issued one
 * here, so it is "pending" until a server with ACME_DIRECTORY_URL is asked for it. (.example
 * names never resolve, so the shop is not reachable there; Urban Threads keeps its platform
 * address, which the website tests read in its sitemap.)
 */
const DEMO_DOMAINS: Record<string, string> = { 'glow-studio': 'book.glowstudio.example' };
const DAY = 86_400_000;

export async function seedDemoDomain(tx: Tx, ctx: AppContext, storeId: string, demo: DemoStore, now: Date) {
  const domain = DEMO_DOMAINS[demo.subDomain];
  if (!domain) return;
  const connectedAt = new Date(now.getTime() - 3 * DAY - 2 * 3_600_000);
  const checkedAt = new Date(now.getTime() - 3 * DAY);
  // A fixed token per demo store (no draw from the seeded random sequence).
  const verifyToken = createHash('sha256')
    .update(`stallfront-demo-domain:${demo.subDomain}`)
    .digest('hex')
    .slice(0, 32);
  const expected = expectedRecords(domain, verifyToken, domainTarget(ctx.config));
  // What the check found then: the merchant added the CNAME (or, for a bare domain, the A record) and the TXT token.
  const routing = expected.find((r) => r.purpose === 'routing');
  const found = {
    cname: routing?.type === 'CNAME' ? [routing.value] : [],
    a: routing?.type === 'A' ? [routing.value] : [],
    txt: expected.filter((r) => r.name === verifyRecordName(domain)).map((r) => r.value),
  };
  await tx
    .update(stores)
    .set({ customDomain: domain, customDomainVerifiedAt: checkedAt })
    .where(eq(stores.id, storeId));
  await tx.insert(storeDomains).values({
    storeId,
    domain,
    verifyToken,
    connectedAt,
    checkedAt,
    lastCheck: checkRecords(expected, found).records,
    certState: 'pending',
  });
}
