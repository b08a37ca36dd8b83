import { Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PRODUCT_CALLS, type Product, type ProductFeatures } from '@stallfront/shared/products';
import { callApi } from '../../../api/client';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { productKeys } from '../product-queries';

/** Stock per branch, saved on its own; a branch sees and sets only its own row. */
export function BranchStockCard({ product, features }: { product: Product; features: ProductFeatures }) {
  const queryClient = useQueryClient();
  const rows = product.branch_stock.filter((b) => !features.own_branch_id || b.branch_id === features.own_branch_id);
  const [stock, setStock] = useState<Record<string, number>>(() =>
    Object.fromEntries(rows.map((r) => [r.branch_id, r.stock])),
  );
  const save = useMutation({
    mutationFn: () =>
      callApi(PRODUCT_CALLS.saveBranchStock, {
        _id: product._id,
        branch_stock: rows.map((r) => ({ branch_id: r.branch_id, stock: stock[r.branch_id] ?? 0 })),
      }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(productKeys.detail(product._id), data);
      notifySuccess('Branch stock saved.');
    },
    onError: (error) => notifyError(error.message),
  });
  if (rows.length === 0) return null;
  return (
    <Paper withBorder p="md">
      <Title order={4} mb="xs">
        Stock by branch
      </Title>
      <Stack gap="xs">
        {rows.map((row) => (
          <Group key={row.branch_id} justify="space-between" wrap="nowrap">
            <Text size="sm">{row.name}</Text>
            <NumberInput
              w={110}
              min={0}
              allowDecimal={false}
              aria-label={`Stock at ${row.name}`}
              value={stock[row.branch_id] ?? 0}
              onChange={(v) => setStock((s) => ({ ...s, [row.branch_id]: Number(v) || 0 }))}
              disabled={!features.branch_stock}
            />
          </Group>
        ))}
        {features.branch_stock && (
          <Button size="xs" variant="light" onClick={() => save.mutate()} loading={save.isPending}>
            Save branch stock
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
