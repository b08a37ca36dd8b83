// The shop's pure rules without a zod schema, for the storefront's client islands.
export * from '../rules/money.js';
export * from '../shop/buy-mode.js';
export * from '../shop/images.js';
export * from '../shop/price.js';
export * from '../shop/price-visibility.js';
export * from '../rules/payments.js';
export * from '../shop/visitor.js';
export * from '../shop/display-currency.js';
export * from '../rules/currency-conversion.js';
