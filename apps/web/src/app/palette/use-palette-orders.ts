import { useFoundOrders } from '../../features/orders/use-found-orders';
import { MIN_QUERY, useSettledSearch } from './use-settled-search';

const RESULTS = 5;

/**
 * The orders of every status whose number is what was typed ("1031" or "#1031"), or whose
 * customer's name, email or phone starts with it, once the typing pauses; none when the session
 * may not open orders.
 */
export function usePaletteOrders(query: string, enabled: boolean) {
  const { typed, search, settling } = useSettledSearch(query);
  const active = enabled && search.length >= MIN_QUERY;
  const { orders, fetching } = useFoundOrders(search, { limit: RESULTS, enabled: active });
  const searching = enabled && typed.length >= MIN_QUERY && (settling || fetching);
  return { orders, searching };
}
