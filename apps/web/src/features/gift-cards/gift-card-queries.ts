import { useQuery } from '@tanstack/react-query';
import { GIFT_CARD_ADMIN_CALLS } from '@stallfront/shared/gift-cards';
import { callApi } from '../../api/client';

/** Every gift card query key starts here; the list pages keep their pages and counts under lists(). */
export const giftCardKeys = {
  all: ['gift-cards'] as const,
  lists: () => [...giftCardKeys.all, 'list'] as const,
  /** The gift cards screen's list (sold and issued), apart from the gift coupon orders'. */
  book: () => [...giftCardKeys.lists(), 'book'] as const,
  detail: (id: string) => [...giftCardKeys.all, 'detail', id] as const,
};

/** One card with its ledger history. */
export function useGiftCard(id: string) {
  return useQuery({
    queryKey: giftCardKeys.detail(id),
    queryFn: async () => (await callApi(GIFT_CARD_ADMIN_CALLS.get, { id })).data,
    retry: false,
  });
}
