// Gift card schemas with their calls.
export * from '../api/gift-card-calls.js';
export * from '../schemas/gift-cards.js';
export { GIFT_CARD_ACCESS, GIFT_CARD_FEATURE, giftCardHint } from '../rules/gift-cards.js';
export * from '../schemas/gift-card-admin.js';
export * from '../rules/gift-card-balance.js';
export {
  GIFT_CARD_DESIGNS_MAX,
  GIFT_CARD_MAX_UNITS,
  GIFT_CARD_MIN_UNITS,
  GIFT_CARD_PRESETS,
  GIFT_CARD_PRESETS_MAX,
} from '../rules/gift-cards.js';
