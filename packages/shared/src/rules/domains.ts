import { access, anyOf } from './call-access.js';

/** The domain screen is a setting: the owner and staff with the settings grant. */
export const DOMAIN_ACCESS = access({ staff: anyOf('settings') });

/** The feature a package must give for a store to connect its own domain (Essential and up). */
export const CUSTOM_DOMAIN_FEATURE = 'custom_domain';
/** What a store on a free package is told instead (spec section 8: the upgrade modal). */
export const DOMAIN_UPGRADE_MESSAGE =
  'Connecting your own domain comes with a paid plan. Upgrade to the Essential plan or above to use it.';

/** The TXT record that proves the merchant controls the domain lives on this label under it. */
export const VERIFY_LABEL = '_stallfront-verify';
export const verifyRecordName = (domain: string) => `${VERIFY_LABEL}.${domain}`;
export const verifyRecordValue = (token: string) => `stallfront-verify=${token}`;

/**
 * A typed domain the way it is kept: trimmed, lower case, without a scheme, path, port or the
 * trailing dot, and international names in their xn-- form (the URL parser's IDNA).
 * Returns the text as typed (lower case) when it cannot be read as a host at all.
 */
export function normaliseDomain(typed: string): string {
  let text = typed.trim().toLowerCase();
  text = text.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  text = text.split(/[/?#]/)[0] ?? '';
  if (!text.startsWith('[')) text = text.replace(/:\d*$/, '');
  text = text.replace(/\.$/, '');
  if (/^[\x21-\x7e]*$/.test(text)) return text;
  try {
    // The shared package names no platform's library; browsers and Node both have the WHATWG URL.
    const { URL: Url } = globalThis as unknown as { URL: new (href: string) => { hostname: string } };
    return new Url(`http://${text}`).hostname;
  } catch {
    return text;
  }
}

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** Whether the text is an IP address (v4, v6, or a bracketed v6) rather than a name. */
export const isIpAddress = (host: string): boolean =>
  IPV4.test(host) || host.startsWith('[') || (host.includes(':') && /^[0-9a-f:.]+$/.test(host));

/**
 * Why a normalised domain cannot be connected, or null when it can: a public host name of two
 * labels or more, not an IP address, not localhost, not the platform's own domain or a name
 * under it (a shop there is its sub_domain already).
 */
export function domainProblem(domain: string, platformDomains: readonly string[]): string | null {
  if (domain === '') return 'Enter your domain, like shop.example.com';
  if (isIpAddress(domain)) return 'Enter a domain name, not an IP address';
  if (domain.length > 253) return 'A domain has 253 characters at most';
  const labels = domain.split('.');
  if (labels.length < 2) return 'Enter the whole domain, like shop.example.com';
  if (labels.some((label) => !LABEL.test(label)))
    return 'Use letters, digits and hyphens between the dots, like shop.example.com';
  const tld = labels[labels.length - 1] as string;
  if (/^\d+$/.test(tld) || tld.length < 2) return 'This domain has no valid ending (like .com)';
  if (domain === 'localhost' || domain.endsWith('.localhost') || tld === 'local')
    return 'Enter a public domain, not a local name';
  for (const own of platformDomains) {
    const ours = own.toLowerCase();
    if (domain === ours || domain.endsWith(`.${ours}`)) return `${domain} is our own address; enter a domain you own`;
  }
  return null;
}

/** A subdomain (shop.example.com) may point by CNAME; a bare domain (example.com) needs an A record. */
export const isApexDomain = (domain: string): boolean => domain.split('.').length === 2;

export type DnsRecordType = 'CNAME' | 'A' | 'TXT';

/** A record the merchant adds at their DNS host. */
export interface ExpectedRecord {
  type: DnsRecordType;
  /** The full name the record is on. */
  name: string;
  value: string;
  /** What it is for, in the merchant's words. */
  purpose: 'routing' | 'verification';
}

/** Where custom domains point: a host name for CNAMEs and, when the platform has one, a fixed IPv4 for A records. */
export interface DomainTarget {
  host: string;
  ipv4: string | null;
}

/**
 * The records a domain needs: one that routes it to us (a CNAME to our host for a subdomain;
 * an A record to our address for a bare domain, or as the alternative when we have a fixed
 * address) and the TXT record with the store's token.
 */
export function expectedRecords(domain: string, token: string, target: DomainTarget): ExpectedRecord[] {
  const routing: ExpectedRecord[] = [];
  if (!isApexDomain(domain)) routing.push({ type: 'CNAME', name: domain, value: target.host, purpose: 'routing' });
  if (target.ipv4) routing.push({ type: 'A', name: domain, value: target.ipv4, purpose: 'routing' });
  if (routing.length === 0) routing.push({ type: 'CNAME', name: domain, value: target.host, purpose: 'routing' });
  return [
    ...routing,
    { type: 'TXT', name: verifyRecordName(domain), value: verifyRecordValue(token), purpose: 'verification' },
  ];
}

/** What a DNS look-up found for the domain and its verification name (empty lists: nothing there). */
export interface FoundRecords {
  cname: string[];
  a: string[];
  /** Each TXT record's strings joined, as resolvers split long ones. */
  txt: string[];
}

export interface RecordCheck extends ExpectedRecord {
  ok: boolean;
  /** What the look-up found for this name and type, for the merchant to compare. */
  found: string[];
}

export interface DomainCheck {
  records: RecordCheck[];
  /** The TXT record matches and at least one routing record does. */
  verified: boolean;
}

const bareHost = (name: string) => name.toLowerCase().replace(/\.$/, '');

/**
 * Which expected records DNS answers as asked. A routing record is one way of several (CNAME or
 * A), so the domain is verified when the token's TXT record and any routing record match.
 */
export function checkRecords(expected: readonly ExpectedRecord[], found: FoundRecords): DomainCheck {
  const records = expected.map((record): RecordCheck => {
    if (record.type === 'CNAME') {
      const names = found.cname.map(bareHost);
      return { ...record, found: names, ok: names.includes(bareHost(record.value)) };
    }
    if (record.type === 'A') return { ...record, found: found.a, ok: found.a.includes(record.value) };
    const texts = found.txt.map((t) => t.trim());
    return { ...record, found: texts, ok: texts.includes(record.value) };
  });
  const routed = records.some((r) => r.purpose === 'routing' && r.ok);
  const proven = records.some((r) => r.purpose === 'verification' && r.ok);
  return { records, verified: routed && proven };
}

/** Where a domain's certificate stands. */
export const CERT_STATES = ['none', 'pending', 'issuing', 'issued', 'failed'] as const;
export type CertState = (typeof CERT_STATES)[number];

/** Renew this many days before a certificate expires (Let's Encrypt's 90-day certificates: at 60 days). */
export const RENEW_DAYS_BEFORE = 30;

/** Whether a certificate that ends at `expiresAt` is due for renewal at `now`. */
export const renewalDue = (expiresAt: Date, now: Date): boolean =>
  expiresAt.getTime() - now.getTime() <= RENEW_DAYS_BEFORE * 86_400_000;
