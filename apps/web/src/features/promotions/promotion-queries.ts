/** Query keys of /admin/promotions. */
export const promotionKeys = { list: ['admin', 'promotions'] as const };
