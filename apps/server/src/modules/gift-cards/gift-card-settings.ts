import { and, eq } from 'drizzle-orm';
import { GIFT_CARD_PRESETS, GIFT_CARD_SETTING, type GiftCardSetting } from '@stallfront/shared';
import type { DbOrTx } from '../../db/client.js';
import { storeSettings } from '../../db/schema/index.js';

/** A store that never saved its gift card settings: the usual amounts, no designs, cards that never expire. */
export const GIFT_CARD_DEFAULTS: GiftCardSetting = {
  designs: [],
  presets: [...GIFT_CARD_PRESETS],
  validity_months: null,
};

/** The store's gift card settings as the shop and the issue form use them, read with the same schema. */
export async function giftCardSettingOf(db: DbOrTx, storeId: string): Promise<GiftCardSetting> {
  const [row] = await db
    .select({ value: storeSettings.value })
    .from(storeSettings)
    .where(and(eq(storeSettings.storeId, storeId), eq(storeSettings.key, GIFT_CARD_SETTING.key)));
  const parsed = GIFT_CARD_SETTING.value.safeParse(row?.value);
  return parsed.success ? parsed.data : GIFT_CARD_DEFAULTS;
}
