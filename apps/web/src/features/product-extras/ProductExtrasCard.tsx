import { Anchor, MultiSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  type AttachableKind,
  PRODUCT_ATTACHABLE,
  PRODUCT_ATTACHMENT_CALLS,
  type ProductAttachments,
} from '@stallfront/shared/product-extras';
import { routeNamed } from '@stallfront/shared/routes';
import { callApi } from '../../api/client';
import { notifyError, notifySuccess } from '../../ui/notify';
import { useServerSearch } from '../../ui/server-search';

const attachmentKeys = (productId: string) => ['product extras', 'attached', productId] as const;

/** The things of one kind a product shows: its own, picked by name (searched on the server), and its catalogs'. */
function KindPicker({ productId, row }: { productId: string; row: ProductAttachments }) {
  const queryClient = useQueryClient();
  const { resource, route } = PRODUCT_ATTACHABLE[row.kind as AttachableKind];
  const { label, path } = routeNamed(route);
  const { typed, found, answered, clear, selectProps } = useServerSearch<{ _id: string; name: string }>(
    [resource.plural, 'picker'],
    async (search, signal) =>
      (
        await callApi(
          resource.calls.list,
          { search: search || undefined, sort: 'name', direction: 'asc', limit: 20 },
          { signal },
        )
      ).list,
    `No ${resource.noun} matches`,
  );
  // The picks show at once; the server's answer replaces them.
  const [picked, setPicked] = useState<string[] | null>(null);
  const save = useMutation({
    mutationFn: (ids: string[]) =>
      callApi(PRODUCT_ATTACHMENT_CALLS.set, { product_id: productId, kind: row.kind, ids }),
    onSuccess: ({ message }) => notifySuccess(message),
    onError: (error) => notifyError(error.message),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: attachmentKeys(productId) });
      setPicked(null);
    },
  });
  // Every name seen keeps its label: a pick from a search stays named once the search is cleared.
  const [seen] = useState(() => new Map<string, string>());
  for (const thing of [...row.attached, ...found]) seen.set(thing._id, thing.name);
  const options = new Map([...row.attached, ...found].map((thing) => [thing._id, thing.name]));
  for (const id of picked ?? []) options.set(id, seen.get(id) ?? '…');
  const fromCatalogs = row.from_catalogs.map((thing) => `${thing.name} (${thing.catalog})`).join(', ');
  return (
    <Stack gap={4}>
      <MultiSelect
        label={label}
        placeholder={row.attached.length ? undefined : `Search ${resource.plural}`}
        data={[...options].map(([value, name]) => ({ value, label: name }))}
        value={picked ?? row.attached.map((thing) => thing._id)}
        onChange={(ids) => {
          clear();
          setPicked(ids);
          save.mutate(ids);
        }}
        disabled={save.isPending}
        {...selectProps}
        hidePickedOptions
      />
      {fromCatalogs && (
        <Text size="xs" c="dimmed">
          From its catalogs: {fromCatalogs}
        </Text>
      )}
      {answered && found.length === 0 && !typed && (
        <Text size="xs" c="dimmed">
          None yet:{' '}
          <Anchor component={Link} to={path} size="xs">
            add {resource.plural}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}

/**
 * The product extras shown on a saved product, attached from its own form: each change is saved
 * at once (as the extras' own screens attach them), so it never waits on the product's Save.
 */
export function ProductExtrasCard({ productId }: { productId: string }) {
  const { data } = useQuery({
    queryKey: attachmentKeys(productId),
    queryFn: async ({ signal }) => (await callApi(PRODUCT_ATTACHMENT_CALLS.read, { id: productId }, { signal })).list,
  });
  if (!data?.length) return null;
  return (
    <Paper withBorder p="md">
      <Title order={4} mb="xs">
        Extras
      </Title>
      <Stack gap="sm">
        {data.map((row) => (
          <KindPicker key={row.kind} productId={productId} row={row} />
        ))}
      </Stack>
    </Paper>
  );
}
