import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PRODUCT_CALLS, type Product } from '@stallfront/shared/products';
import { callApi } from '../../../api/client';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { productKeys } from '../product-queries';

/** Moves the product to the archive, or restores it, and refreshes every product query. */
export function useArchiveProduct(product: Product) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(PRODUCT_CALLS.archive, { ids: [product._id], archived: !product.archived }),
    onSuccess: async ({ message }) => {
      notifySuccess(message);
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
    onError: (error) => notifyError(error.message),
  });
}
