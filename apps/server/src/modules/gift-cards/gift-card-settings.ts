import { GIFT_CARD_PRESETS, GIFT_CARD_SETTING, type GiftCardSetting } from '@stallfront/shared';
import type { DbOrTx } from '../../db/client.js';
import { readStoreSetting } from '../../platform/resource/store-setting.js';

/** A store that never saved its gift card settings: the usual amounts, no designs, cards that never expire. */
export const GIFT_CARD_DEFAULTS: GiftCardSetting = {
  designs: [],
  presets: [...GIFT_CARD_PRESETS],
  validity_months: null,
};

/** The store's gift card settings as the shop and the issue form use them, read with the same schema. */
export const giftCardSettingOf = (db: DbOrTx, storeId: string): Promise<GiftCardSetting> =>
  readStoreSetting(db, storeId, GIFT_CARD_SETTING, GIFT_CARD_DEFAULTS);
