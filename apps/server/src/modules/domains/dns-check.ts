import { Resolver } from 'node:dns/promises';
import type { FoundRecords } from '@stallfront/shared';

/** Answers that mean "no such record" rather than "the look-up failed". */
const NOTHING = new Set(['ENODATA', 'ENOTFOUND', 'ENONAME', 'NXDOMAIN']);

/**
 * What DNS answers now for the domain (CNAME, A) and for its verification name (TXT), asked of
 * the configured resolvers (DNS_RESOLVER) or the system's. A look-up that fails (a timeout, a
 * refused server) counts as nothing found; the merchant sees an empty "found" and checks again.
 */
export async function lookUpRecords(
  domain: string,
  verifyName: string,
  servers: readonly string[],
  onError: (err: unknown) => void,
): Promise<FoundRecords> {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  if (servers.length > 0) resolver.setServers([...servers]);
  const safely = async <T>(lookUp: Promise<T[]>): Promise<T[]> => {
    try {
      return await lookUp;
    } catch (err) {
      if (!NOTHING.has((err as { code?: string }).code ?? '')) onError(err);
      return [];
    }
  };
  const [cname, a, txt] = await Promise.all([
    safely(resolver.resolveCname(domain)),
    safely(resolver.resolve4(domain)),
    safely(resolver.resolveTxt(verifyName)),
  ]);
  return { cname, a, txt: txt.map((parts) => parts.join('')) };
}
