// Abandoned cart schemas with their calls.
export * from '../api/abandoned-cart-calls.js';
export {
  ABANDONED_AUDIENCES,
  type AbandonedAudience,
  type AbandonedCartItem,
  type AbandonedListBody,
  RECOVERY_STATES,
} from '../schemas/carts.js';
export { ABANDONED_CART_ACCESS, ABANDONED_QUOTE_ACCESS } from '../rules/abandoned-carts.js';
