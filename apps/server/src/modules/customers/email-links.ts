import { and, eq, gt, isNull } from 'drizzle-orm';
import { CUSTOMER_CONFIRM_LINK_HOURS, type CustomerLinkPurpose, RESET_CODE_TTL_MINUTES } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { type CustomerRow, customerEmailLinks, customerSessions, customers } from '../../db/schema/index.js';
import type { Mailer } from '../../platform/mail.js';
import { badRequest } from '../../platform/errors.js';
import { hashSecretToken, newSecretToken } from '../../platform/secret-token.js';

/** The shop a link belongs to: its name, and the absolute address of one of its paths. */
export interface LinkShop {
  storeId: string;
  name: string;
  url(path: string): string;
}

const LIFETIME_MS: Record<CustomerLinkPurpose, number> = {
  confirm: CUSTOMER_CONFIRM_LINK_HOURS * 3_600_000,
  claim: CUSTOMER_CONFIRM_LINK_HOURS * 3_600_000,
  reset: RESET_CODE_TTL_MINUTES * 60_000,
};

export const linkGone = () => badRequest('This link has expired or was used already. Ask for a new one.');

function mailOf(purpose: CustomerLinkPurpose, shop: LinkShop, name: string, url: string) {
  const hello = `Hello ${name},\n\n`;
  const ignore = 'If it was not you, ignore this email: nothing changes.';
  switch (purpose) {
    case 'confirm':
      return {
        subject: `Confirm your email for ${shop.name}`,
        text: `${hello}Confirm this email for your account at ${shop.name}:\n${url}\n\nOrders you placed there as a guest with this email join your account once you do. The link works once, for ${CUSTOMER_CONFIRM_LINK_HOURS} hours.\n\n${ignore}`,
      };
    case 'claim':
      return {
        subject: `Finish creating your account at ${shop.name}`,
        text: `${hello}Someone asked to create an account at ${shop.name} with this email, which has been used there before. To finish, and to see the orders placed with this email, follow this link:\n${url}\n\nIt sets the password chosen at sign-up and works once, for ${CUSTOMER_CONFIRM_LINK_HOURS} hours.\n\n${ignore}`,
      };
    case 'reset':
      return {
        subject: `Reset your password at ${shop.name}`,
        text: `${hello}Choose a new password for your account at ${shop.name}:\n${url}\n\nThe link works once, for ${RESET_CODE_TTL_MINUTES} minutes.\n\n${ignore}`,
      };
  }
}

/**
 * Mails a fresh single-use link of `purpose` (earlier live ones of that purpose stop working).
 * A claim carries the name and password the sign-up chose, set only when the link is followed.
 */
export async function mailCustomerLink(
  db: Db,
  mailer: Mailer,
  shop: LinkShop,
  customer: Pick<CustomerRow, 'id' | 'email' | 'name'>,
  purpose: CustomerLinkPurpose,
  now: Date,
  claim?: { name: string; passwordHash: string },
): Promise<void> {
  const { token, hash } = newSecretToken();
  await db.transaction(async (tx) => {
    await tx
      .update(customerEmailLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(customerEmailLinks.customerId, customer.id),
          eq(customerEmailLinks.purpose, purpose),
          isNull(customerEmailLinks.usedAt),
        ),
      );
    await tx.insert(customerEmailLinks).values({
      storeId: shop.storeId,
      customerId: customer.id,
      purpose,
      tokenHash: hash,
      name: claim?.name ?? null,
      passwordHash: claim?.passwordHash ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + LIFETIME_MS[purpose]),
    });
  });
  const name = claim?.name ?? customer.name;
  await mailer.send({ to: customer.email, ...mailOf(purpose, shop, name, shop.url(`/account/link/${token}`)) });
}

/** The link a token names in this store, not used and not expired. */
const live = (storeId: string, token: string, now: Date) =>
  and(
    eq(customerEmailLinks.tokenHash, hashSecretToken(token)),
    eq(customerEmailLinks.storeId, storeId),
    isNull(customerEmailLinks.usedAt),
    gt(customerEmailLinks.expiresAt, now),
  );

/** The live link a token names in this store, with its customer's email; null when spent, expired or unknown. */
export async function liveLink(db: Db, storeId: string, token: string, now: Date) {
  const [row] = await db
    .select({ purpose: customerEmailLinks.purpose, email: customers.email })
    .from(customerEmailLinks)
    .innerJoin(customers, eq(customers.id, customerEmailLinks.customerId))
    .where(live(storeId, token, now));
  return row ?? null;
}

/**
 * Follows a link: the email is then confirmed. A claim sets the sign-up's name and password, a
 * reset the new one; either ends every session of the account (an unconfirmed holder of the
 * email is signed out) and every other live link. Answers the customer to sign in.
 */
export async function followLink(
  db: Db,
  storeId: string,
  token: string,
  now: Date,
  newPasswordHash: string | null,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .select()
      .from(customerEmailLinks)
      .where(live(storeId, token, now))
      .for('update');
    if (!link) throw linkGone();
    const passwordHash = link.purpose === 'reset' ? newPasswordHash : link.passwordHash;
    if (link.purpose === 'reset' && !passwordHash) throw badRequest('password: choose a new password');
    await tx
      .update(customers)
      .set({
        emailConfirmedAt: now,
        // A guest merged into another account that now has its own account stops pointing there.
        ...(passwordHash ? { passwordHash, mergedInto: null } : {}),
        ...(link.name ? { name: link.name } : {}),
      })
      .where(eq(customers.id, link.customerId));
    const spent = passwordHash
      ? eq(customerEmailLinks.customerId, link.customerId)
      : eq(customerEmailLinks.id, link.id);
    await tx
      .update(customerEmailLinks)
      .set({ usedAt: now })
      .where(and(spent, isNull(customerEmailLinks.usedAt)));
    if (passwordHash) await tx.delete(customerSessions).where(eq(customerSessions.customerId, link.customerId));
    return link.customerId;
  });
}
