import type { Db } from '../../db/client.js';
import { appKey, macOf, sameMac } from '../../platform/app-key.js';

/** A preview address is good for this long: an editor left open asks for a fresh one on its next save. */
const PREVIEW_HOURS = 1;

export interface PreviewSigner {
  /** A token that shows store `storeId`'s draft layout until an hour from `now`. */
  sign(storeId: string, now: Date): string;
  /** Whether `token` was signed for this store and has not run out. */
  verify(token: string, storeId: string, now: Date): boolean;
}

/**
 * Signs the shop's preview addresses (?preview=…), which show a layout's draft to whoever holds
 * one: the editor's frame. The key is made at first use and kept in app_secrets, so every node
 * accepts another's addresses.
 */
export const previewSigner = async (db: Db): Promise<PreviewSigner> => signerWith(await appKey(db, 'layout_preview'));

function signerWith(key: string): PreviewSigner {
  const mac = (storeId: string, expires: number) => macOf(key, `${storeId}.${expires}`);
  return {
    sign(storeId, now) {
      const expires = Math.floor(now.getTime() / 1000) + PREVIEW_HOURS * 3600;
      return `${expires}.${mac(storeId, expires)}`;
    },
    verify(token, storeId, now) {
      const [expiresText = '', given = ''] = token.split('.');
      const expires = Number(expiresText);
      if (!Number.isInteger(expires) || expires * 1000 < now.getTime()) return false;
      return sameMac(mac(storeId, expires), given);
    },
  };
}
