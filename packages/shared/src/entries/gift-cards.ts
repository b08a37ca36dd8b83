// Gift card schemas with their calls.
export * from '../api/gift-card-calls.js';
export * from '../schemas/gift-cards.js';
export { GIFT_CARD_ACCESS, GIFT_CARD_FEATURE, giftCardHint } from '../rules/gift-cards.js';
