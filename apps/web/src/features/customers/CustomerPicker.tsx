import { MultiSelect } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { CUSTOMER_CALLS } from '@stallfront/shared/customers';
import { callApi } from '../../api/client';
import { useServerSearch } from '../../ui/server-search';
import { customerKeys } from './customer-queries';

const labelOf = (c: { name: string; email: string }) => (c.name ? `${c.name} · ${c.email}` : c.email);

/** Customers with an account, picked by name or email as the merchant types (searched on the server). */
export function CustomerPicker({
  value,
  onChange,
  error,
  description,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  error?: React.ReactNode;
  description: string;
}) {
  const { found, clear, selectProps } = useServerSearch(
    ['customers', 'picker'],
    async (typed, signal) =>
      (await callApi(CUSTOMER_CALLS.list, { kind: 'signed_up', search: typed || undefined, limit: 20 }, { signal }))
        .list,
    'No customer with an account matches',
  );
  const picked = useQueries({
    queries: value.map((id) => ({
      queryKey: customerKeys.detail(id),
      queryFn: async () => (await callApi(CUSTOMER_CALLS.get, { id })).data,
      staleTime: 60_000,
    })),
  });
  const options = new Map<string, string>();
  for (const customer of [...picked.flatMap((q) => (q.data ? [q.data] : [])), ...found])
    options.set(customer._id, labelOf(customer));
  for (const id of value) if (!options.has(id)) options.set(id, '…');
  return (
    <MultiSelect
      label="Customers"
      description={description}
      placeholder={value.length ? undefined : 'Search customers'}
      data={[...options].map(([id, label]) => ({ value: id, label }))}
      value={value}
      onChange={(ids) => {
        onChange(ids);
        clear();
      }}
      {...selectProps}
      hidePickedOptions
      clearable
      error={error}
    />
  );
}
