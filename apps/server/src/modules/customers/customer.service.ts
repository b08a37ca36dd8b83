import { and, eq, gt } from 'drizzle-orm';
import { CUSTOMER_SESSION_DAYS, type CustomerSignInInput, type CustomerSignUpInput } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { type CustomerRow, customerSessions, customers } from '../../db/schema/index.js';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../../platform/auth/passwords.js';
import { conflict, HttpError } from '../../platform/errors.js';
import { hashSecretToken, newSecretToken } from '../../platform/secret-token.js';
import { owned } from '../../platform/store-scope.js';

export interface CustomerSession {
  token: string;
  expiresAt: Date;
}

/**
 * What a sign-up made: a new account (unconfirmed, signed in at once), or a claim of an email a
 * guest or an unconfirmed account holds, which waits for the link mailed to that address.
 */
export type SignUp =
  | { kind: 'created'; customer: CustomerRow }
  | { kind: 'claim'; customer: CustomerRow; passwordHash: string };

/** Signs a shopper up; a confirmed account of the email is refused (sign in or reset instead). */
export async function signUpCustomer(db: Db, storeId: string, input: CustomerSignUpInput): Promise<SignUp> {
  const passwordHash = await hashPassword(input.password);
  const [created] = await db
    .insert(customers)
    .values({ storeId, email: input.email, name: input.name, passwordHash })
    .onConflictDoNothing()
    .returning();
  if (created) return { kind: 'created', customer: created };
  const held = await customerByEmail(db, storeId, input.email);
  if (!held || (held.emailConfirmedAt && held.passwordHash))
    throw conflict('email: an account with this email exists; sign in, or reset its password');
  return { kind: 'claim', customer: held, passwordHash };
}

export async function signInCustomer(db: Db, storeId: string, input: CustomerSignInInput): Promise<CustomerRow> {
  const row = await customerByEmail(db, storeId, input.email);
  const ok = row?.passwordHash
    ? await verifyPassword(row.passwordHash, input.password)
    : await verifyAgainstDecoy(input.password);
  if (!row || !ok) throw new HttpError(401, 'The email or password is not right.');
  return row;
}

export async function startCustomerSession(
  db: Db,
  storeId: string,
  customerId: string,
  now: Date,
): Promise<CustomerSession> {
  const { token, hash } = newSecretToken();
  const expiresAt = new Date(now.getTime() + CUSTOMER_SESSION_DAYS * 86_400_000);
  await db.insert(customerSessions).values({ storeId, customerId, tokenHash: hash, expiresAt });
  return { token, expiresAt };
}

/** The signed-in customer of this store the cookie names, or null. */
export async function customerOfSession(
  db: Db,
  storeId: string,
  token: string | undefined,
  now: Date,
): Promise<CustomerRow | null> {
  if (!token) return null;
  const [row] = await db
    .select({ customer: customers })
    .from(customerSessions)
    .innerJoin(customers, eq(customers.id, customerSessions.customerId))
    .where(
      and(
        eq(customerSessions.tokenHash, hashSecretToken(token)),
        eq(customerSessions.storeId, storeId),
        gt(customerSessions.expiresAt, now),
      ),
    );
  return row?.customer ?? null;
}

export async function endCustomerSession(db: Db, storeId: string, token: string | undefined): Promise<void> {
  if (!token) return;
  await db
    .delete(customerSessions)
    .where(and(eq(customerSessions.tokenHash, hashSecretToken(token)), eq(customerSessions.storeId, storeId)));
}

/** This store's customer row of an email (a guest's or an account's), or null. */
export async function customerByEmail(db: Db, storeId: string, email: string): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(owned(customers, storeId, eq(customers.email, email)));
  return row ?? null;
}
