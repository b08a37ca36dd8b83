import { Alert, Anchor, Button, List, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { BULK_UPLOAD_CALLS, type ImageImport } from '@stallfront/shared/products';
import { BULK_UPLOAD_ACCESS, countOf } from '@stallfront/shared/rules';
import { useMayCall } from '../../../app/session/use-may-call';
import { callApi } from '../../../api/client';
import { notifyError } from '../../../ui/notify';
import { productKeys } from '../product-queries';

const WAIT_MS = 3000;
const isWaiting = (i: ImageImport) => i.status === 'waiting';

/**
 * Images a Shopify or WooCommerce import named that are not in the gallery yet: how many are
 * still being fetched, and which could not be and why, with a way to try them again.
 */
export function ImportedImagesNotice({ productId }: { productId: string }) {
  const mayImport = useMayCall(BULK_UPLOAD_ACCESS);
  const queryClient = useQueryClient();
  const key = productKeys.imageImports(productId);
  const { data } = useQuery({
    queryKey: key,
    queryFn: async () => (await callApi(BULK_UPLOAD_CALLS.images, { id: productId })).list,
    enabled: mayImport,
    refetchInterval: (query) => (query.state.data?.some(isWaiting) ? WAIT_MS : false),
  });
  const retry = useMutation({
    mutationFn: () => callApi(BULK_UPLOAD_CALLS.retryImages, { id: productId }),
    onSuccess: (result) => queryClient.setQueryData(key, result.list),
    onError: (error) => notifyError(error.message),
  });
  const waiting = data?.filter(isWaiting).length ?? 0;
  const failed = data?.filter((i) => i.status === 'failed') ?? [];
  // Each fetched image is already on the product: reload it so the gallery shows it.
  const before = useRef(waiting);
  useEffect(() => {
    if (waiting < before.current) void queryClient.invalidateQueries({ queryKey: productKeys.detail(productId) });
    before.current = waiting;
  }, [waiting, productId, queryClient]);

  if (!data?.length) return null;
  return (
    <Alert color={failed.length ? 'yellow' : 'blue'} title="Images from your import">
      {waiting > 0 && (
        <Text size="sm">{countOf(waiting, 'image')} still being fetched; they appear here as they arrive.</Text>
      )}
      {failed.length > 0 && (
        <>
          <Text size="sm">{countOf(failed.length, 'image')} could not be fetched:</Text>
          <List size="sm" mb="xs">
            {failed.map((image) => (
              <List.Item key={image._id} style={{ overflowWrap: 'anywhere' }}>
                <Anchor href={image.url} target="_blank" rel="noreferrer" size="sm">
                  {image.url}
                </Anchor>
                {image.variant_sku && ` (variant ${image.variant_sku})`}: {image.error}
              </List.Item>
            ))}
          </List>
          <Button size="compact-sm" variant="light" onClick={() => retry.mutate()} loading={retry.isPending}>
            Try again
          </Button>
        </>
      )}
    </Alert>
  );
}
