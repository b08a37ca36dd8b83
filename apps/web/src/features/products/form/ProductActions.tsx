import { Button, Group, Text } from '@mantine/core';
import { IconArchive, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PRODUCT_CALLS, type Product, type ProductFeatures } from '@stallfront/shared/products';
import { callApi } from '../../../api/client';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { productKeys } from '../product-queries';
import { useArchiveProduct } from './use-archive-product';
import { withModals } from '../../../ui/overlays';

/** Archive, and delete for good, from the product's own page. */
export function ProductActions({ product, features }: { product: Product; features: ProductFeatures }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const archive = useArchiveProduct(product);
  const remove = useMutation({
    mutationFn: () => callApi(PRODUCT_CALLS.remove, { _id: product._id }),
    onSuccess: async ({ message }) => {
      notifySuccess(message);
      queryClient.removeQueries({ queryKey: productKeys.detail(product._id) });
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
      navigate(product.archived ? '/product-sections/archive' : '/product-sections/products', { replace: true });
    },
    onError: (error) => notifyError(error.message),
  });
  const confirmDelete = () =>
    withModals((modals) =>
      modals.openConfirmModal({
        title: 'Delete this product for good?',
        children: (
          <Text size="sm">
            {product.name} and its variants, images and branch stock go for good. This cannot be undone.
          </Text>
        ),
        labels: { confirm: 'Delete for good', cancel: 'Keep it' },
        confirmProps: { color: 'red' },
        onConfirm: () => remove.mutate(),
      }),
    );

  return (
    <Group gap="xs">
      {/* An archived product's Restore is in its banner (ArchivedNotice). */}
      {features.archive && !product.archived && (
        <Button
          variant="default"
          leftSection={<IconArchive size={16} />}
          onClick={() => archive.mutate()}
          loading={archive.isPending}
        >
          Archive
        </Button>
      )}
      {features.delete && (
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={confirmDelete}
          loading={remove.isPending}
        >
          Delete
        </Button>
      )}
    </Group>
  );
}
