import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appSecrets } from '../../db/schema/index.js';

/** A preview address is good for this long: an editor left open asks for a fresh one on its next save. */
const PREVIEW_HOURS = 1;

export interface PreviewSigner {
  /** A token that shows store `storeId`'s draft layout until an hour from `now`. */
  sign(storeId: string, now: Date): string;
  /** Whether `token` was signed for this store and has not run out. */
  verify(token: string, storeId: string, now: Date): boolean;
}

const signers = new WeakMap<Db, Promise<PreviewSigner>>();

/**
 * Signs the shop's preview addresses (?preview=…), which show a layout's draft to whoever holds
 * one: the editor's frame. The key is made at first use and kept in app_secrets, so every node
 * accepts another's addresses.
 */
export function previewSigner(db: Db): Promise<PreviewSigner> {
  let signer = signers.get(db);
  if (!signer) {
    signer = keyOf(db).then(signerWith);
    signers.set(db, signer);
  }
  return signer;
}

async function keyOf(db: Db): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name: 'layout_preview', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'layout_preview'));
  if (!row) throw new Error('could not create the preview key');
  return row.value;
}

function signerWith(key: string): PreviewSigner {
  const mac = (storeId: string, expires: number) =>
    createHmac('sha256', key).update(`${storeId}.${expires}`).digest('base64url');
  return {
    sign(storeId, now) {
      const expires = Math.floor(now.getTime() / 1000) + PREVIEW_HOURS * 3600;
      return `${expires}.${mac(storeId, expires)}`;
    },
    verify(token, storeId, now) {
      const [expiresText = '', given = ''] = token.split('.');
      const expires = Number(expiresText);
      if (!Number.isInteger(expires) || expires * 1000 < now.getTime()) return false;
      const want = Buffer.from(mac(storeId, expires));
      const got = Buffer.from(given);
      return want.length === got.length && timingSafeEqual(want, got);
    },
  };
}
