import { Alert, Button, Group, Text } from '@mantine/core';
import { IconArchive, IconArchiveOff } from '@tabler/icons-react';
import type { Product, ProductFeatures } from '@stallfront/shared/products';
import { useArchiveProduct } from './use-archive-product';

/** An archived product is out of the shop whatever its status says; this says so, with a way back. */
export function ArchivedNotice({ product, features }: { product: Product; features: ProductFeatures }) {
  const restore = useArchiveProduct(product);
  if (!product.archived) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconArchive size={18} />}
      title="This product is archived"
      role="alert"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          Shoppers cannot see or buy it, whatever its status. Restore it to put it back in the shop.
        </Text>
        {features.archive && (
          <Button
            size="xs"
            variant="white"
            color="orange"
            leftSection={<IconArchiveOff size={14} />}
            onClick={() => restore.mutate()}
            loading={restore.isPending}
          >
            Restore
          </Button>
        )}
      </Group>
    </Alert>
  );
}
