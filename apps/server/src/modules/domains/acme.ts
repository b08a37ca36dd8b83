import { readFileSync } from 'node:fs';
import { Agent } from 'node:https';
import { rootCertificates } from 'node:tls';
import acme from 'acme-client';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { acmeChallenges, appSecrets } from '../../db/schema/index.js';

/** The CA file ACME calls already trust, so the axios agent is set once per process. */
let trustedCaFile: string | undefined;

/** acme-client talks through its own axios instance: an extra CA (a test CA) is trusted there alone. */
function trustAcmeCa(caFile: string | undefined) {
  if (!caFile || caFile === trustedCaFile) return;
  acme.axios.defaults.httpsAgent = new Agent({ ca: [...rootCertificates, readFileSync(caFile, 'utf8')] });
  trustedCaFile = caFile;
}

/** The platform's ACME account key for a directory, made once and kept in app_secrets (so every node uses one account). */
async function accountKey(db: Db, directoryUrl: string): Promise<string> {
  const name = `acme-account:${directoryUrl}`;
  const [kept] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (kept) return kept.value;
  const made = (await acme.crypto.createPrivateEcdsaKey()).toString();
  await db.insert(appSecrets).values({ name, value: made }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error('could not keep the ACME account key');
  return row.value;
}

export interface AcmeSettings {
  directoryUrl: string;
  email?: string;
  caFile?: string;
}

export interface IssuedCertificate {
  certPem: string;
  keyPem: string;
  notBefore: Date;
  notAfter: Date;
}

/**
 * A certificate for one domain from the ACME directory, proven by HTTP-01: the challenge's key
 * authorization is kept in acme_challenges, where any node's /.well-known/acme-challenge/ route
 * finds it when the CA comes to look. The key is a fresh P-256 key per certificate.
 */
export async function issueCertificate(db: Db, settings: AcmeSettings, domain: string): Promise<IssuedCertificate> {
  trustAcmeCa(settings.caFile);
  // Once registered, the account's URL is kept: a second registration of the same key is an empty
  // account update, which some CAs (Pebble) refuse.
  const urlName = `acme-account-url:${settings.directoryUrl}`;
  const [keptUrl] = await db.select().from(appSecrets).where(eq(appSecrets.name, urlName));
  const client = new acme.Client({
    directoryUrl: settings.directoryUrl,
    accountKey: await accountKey(db, settings.directoryUrl),
    ...(keptUrl ? { accountUrl: keptUrl.value } : {}),
  });
  if (!keptUrl) {
    await client.createAccount({
      termsOfServiceAgreed: true,
      ...(settings.email ? { contact: [`mailto:${settings.email}`] } : {}),
    });
    await db.insert(appSecrets).values({ name: urlName, value: client.getAccountUrl() }).onConflictDoNothing();
  }
  const key = await acme.crypto.createPrivateEcdsaKey();
  const [, csr] = await acme.crypto.createCsr({ commonName: domain, altNames: [domain] }, key);
  const certPem = await client.auto({
    csr,
    ...(settings.email ? { email: settings.email } : {}),
    termsOfServiceAgreed: true,
    challengePriority: ['http-01'],
    // The CA checks; our own pre-check would ask this machine's resolver, which need not see the domain as the CA does.
    skipChallengeVerification: true,
    challengeCreateFn: async (_authz, challenge, keyAuthorization) => {
      await db
        .insert(acmeChallenges)
        .values({ token: challenge.token, domain, keyAuthorization })
        .onConflictDoUpdate({ target: acmeChallenges.token, set: { keyAuthorization, domain } });
    },
    challengeRemoveFn: async (_authz, challenge) => {
      await db.delete(acmeChallenges).where(eq(acmeChallenges.token, challenge.token));
    },
  });
  const info = acme.crypto.readCertificateInfo(certPem);
  return { certPem, keyPem: key.toString(), notBefore: info.notBefore, notAfter: info.notAfter };
}

/** The key authorization the CA expects at /.well-known/acme-challenge/{token} on this host, if one is under way. */
export async function challengeAnswer(db: Db, token: string, host: string): Promise<string | null> {
  const [row] = await db
    .select({ keyAuthorization: acmeChallenges.keyAuthorization })
    .from(acmeChallenges)
    .where(and(eq(acmeChallenges.token, token), eq(acmeChallenges.domain, host)));
  return row?.keyAuthorization ?? null;
}
