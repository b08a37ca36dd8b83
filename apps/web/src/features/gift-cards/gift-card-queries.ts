/** Every gift card query key starts here; the list page keeps its pages and counts under lists(). */
export const giftCardKeys = {
  all: ['gift-cards'] as const,
  lists: () => [...giftCardKeys.all, 'list'] as const,
};
