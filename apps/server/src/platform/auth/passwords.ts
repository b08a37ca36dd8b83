import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id; the package's const enum cannot be read under isolatedModules. */
const ARGON2ID: Algorithm = 2;

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A real hash to verify against when the account does not exist, so a sign-in for an
 * unknown email costs the same time as one with a wrong password.
 */
let decoyHash: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy-password-never-matches');
  await verifyPassword(await decoyHash, password);
  return false;
}
