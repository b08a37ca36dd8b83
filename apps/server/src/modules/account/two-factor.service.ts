import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import {
  formatRecoveryCode,
  normalizeRecoveryCode,
  normalizeTotpCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
} from '@stallfront/shared/account';
import type { Db, DbOrTx } from '../../db/client.js';
import { type StoreUserRow, twoFactorRecoveryCodes, twoFactorSecrets } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { type SecretBox, secretBox } from '../../platform/secret-box.js';
import { checkCurrentPassword } from './profile.service.js';
import { twoFactorOf } from './two-factor.repo.js';

const ISSUER = 'Stallfront';
const PERIOD_SECONDS = 30;
/** One step either side of now: a phone's clock a little off still signs in. */
const WINDOW = 1;

const boxes = new WeakMap<Db, Promise<SecretBox>>();
/** Authenticator secrets are sealed at rest under a key of their own (TWO_FACTOR_SECRET, else one in app_secrets). */
function boxOf(ctx: AppContext): Promise<SecretBox> {
  let box = boxes.get(ctx.db);
  if (!box) {
    box = secretBox(ctx.db, 'two-factor', ctx.config.TWO_FACTOR_SECRET);
    boxes.set(ctx.db, box);
  }
  return box;
}

const totpOf = (secretBase32: string, label: string) =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });

export const hashRecoveryCode = (userId: string, bare: string) =>
  createHash('sha256').update(`${userId}:${bare}`).digest('hex');

function newRecoveryCode(): string {
  let raw = '';
  for (let i = 0; i < 10; i++) raw += RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
  return raw;
}

/** A fresh secret for the user to scan; any earlier enrolment not yet confirmed is replaced. */
export async function startTwoFactor(ctx: AppContext, user: StoreUserRow) {
  const existing = await twoFactorOf(ctx.db, user.id);
  if (existing?.enabledAt) throw conflict('Two-step sign-in is already on. Turn it off first to set up a new app.');
  const secret = new Secret({ size: 20 });
  const sealed = (await boxOf(ctx)).seal(secret.base32);
  await ctx.db
    .insert(twoFactorSecrets)
    .values({ userId: user.id, storeId: user.storeId, secretSealed: sealed, createdAt: ctx.now() })
    .onConflictDoUpdate({
      target: twoFactorSecrets.userId,
      set: { secretSealed: sealed, createdAt: ctx.now(), enabledAt: null, lastStep: null },
    });
  const otpauthUrl = totpOf(secret.base32, user.email).toString();
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return {
    secret: secret.base32,
    otpauth_url: otpauthUrl,
    qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/**
 * The 30-second step a code is right for, or null. A step at or before the last one taken is
 * refused too, so a code seen over a shoulder does not work a second time.
 */
async function totpStep(
  ctx: AppContext,
  row: { secretSealed: string; lastStep: number | null },
  code: string,
): Promise<number | null> {
  const secret = (await boxOf(ctx)).open(row.secretSealed);
  const timestamp = ctx.now().getTime();
  const delta = totpOf(secret, '').validate({ token: code, timestamp, window: WINDOW });
  if (delta === null) return null;
  const step = Math.floor(timestamp / 1000 / PERIOD_SECONDS) + delta;
  return row.lastStep !== null && step <= row.lastStep ? null : step;
}

/** Turns two-step sign-in on once the app's first code checks out; answers the recovery codes, shown once. */
export async function enableTwoFactor(ctx: AppContext, user: StoreUserRow, code: string): Promise<string[]> {
  const row = await twoFactorOf(ctx.db, user.id);
  if (!row) throw badRequest('Start the set-up first: scan the QR code, then enter the code the app shows.');
  if (row.enabledAt) throw conflict('Two-step sign-in is already on.');
  const step = await totpStep(ctx, row, code);
  if (step === null) throw badRequest('code: this code is wrong. Enter the 6-digit code the app shows now.');
  return ctx.db.transaction(async (tx) => {
    const turnedOn = await tx
      .update(twoFactorSecrets)
      .set({ enabledAt: ctx.now(), lastStep: step })
      .where(and(eq(twoFactorSecrets.userId, user.id), isNull(twoFactorSecrets.enabledAt)))
      .returning({ userId: twoFactorSecrets.userId });
    if (turnedOn.length === 0) throw conflict('Two-step sign-in is already on.');
    return replaceRecoveryCodes(tx, user.id);
  });
}

/** Ten new recovery codes in place of every earlier one, used or not; answers them formatted, shown once. */
async function replaceRecoveryCodes(tx: DbOrTx, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await tx.insert(twoFactorRecoveryCodes).values(codes.map((c) => ({ userId, codeHash: hashRecoveryCode(userId, c) })));
  return codes.map(formatRecoveryCode);
}

/**
 * Takes a second-step code for a user whose two-step sign-in is on: an authenticator code (its
 * step remembered) or an unused recovery code (spent). Answers whether it was taken.
 */
export async function takeSecondStep(ctx: AppContext, tx: DbOrTx, userId: string, typed: string): Promise<boolean> {
  const [row] = await tx.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId)).for('update');
  if (!row?.enabledAt) return false;
  const totp = normalizeTotpCode(typed);
  if (totp) {
    const step = await totpStep(ctx, row, totp);
    if (step === null) return false;
    await tx.update(twoFactorSecrets).set({ lastStep: step }).where(eq(twoFactorSecrets.userId, userId));
    return true;
  }
  const recovery = normalizeRecoveryCode(typed);
  if (!recovery) return false;
  const spent = await tx
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: ctx.now() })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, hashRecoveryCode(userId, recovery)),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return spent.length > 0;
}

/**
 * Runs `then` once the password and a second-step code (from the app, or a recovery code) both
 * check out: what turning two-step sign-in off and renewing the recovery codes ask for.
 */
async function withSecondStep<T>(
  ctx: AppContext,
  user: StoreUserRow,
  password: string,
  code: string,
  then: (tx: DbOrTx) => Promise<T>,
): Promise<T> {
  await checkCurrentPassword(user, password);
  const done = await ctx.db.transaction(async (tx) =>
    (await takeSecondStep(ctx, tx, user.id, code)) ? { value: await then(tx) } : null,
  );
  if (done) return done.value;
  const row = await twoFactorOf(ctx.db, user.id);
  if (!row?.enabledAt) throw badRequest('Two-step sign-in is not on.');
  throw badRequest('code: this code is wrong or was used already.');
}

/** Turns two-step sign-in off: the password and a code (from the app, or a recovery code) both needed. */
export async function disableTwoFactor(ctx: AppContext, user: StoreUserRow, password: string, code: string) {
  await withSecondStep(ctx, user, password, code, async (tx) => {
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id));
    await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, user.id));
  });
}

/** Ten new recovery codes (the earlier ones stop working): for a user who used or lost some. */
export function renewRecoveryCodes(ctx: AppContext, user: StoreUserRow, password: string, code: string) {
  return withSecondStep(ctx, user, password, code, (tx) => replaceRecoveryCodes(tx, user.id));
}
