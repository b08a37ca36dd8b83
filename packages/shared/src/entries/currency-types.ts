// Currency types: the display currencies setting and the conversion rules the shop draws by.
export * from '../api/currency-type-calls.js';
export * from '../rules/currency-conversion.js';
