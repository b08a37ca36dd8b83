import { Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MENU_LINK_KINDS, type MenuLinkKind, POLICY_KINDS, STORE_PAGE } from '@stallfront/shared/website';
import { callApi } from '../../../api/client';
import { ProductPicker } from '../../../ui/resource-page';
import { useCollectionOptions } from '../../collections/collection-queries';
import { useCatalogs } from '../../products/product-queries';

interface TargetProps {
  kind: MenuLinkKind;
  value: string;
  onChange: (target: string) => void;
  error?: React.ReactNode;
}

/** The store's pages, drafts too (a menu may be set up before its page is published: the shop leaves it out until then). */
function usePages() {
  return useQuery({
    queryKey: [STORE_PAGE.plural, 'menu-options'],
    queryFn: async () => (await callApi(STORE_PAGE.calls.list, { limit: 100, sort: 'name', direction: 'asc' })).list,
    staleTime: 60_000,
  });
}

const POLICY_OPTIONS = Object.entries(POLICY_KINDS).map(([value, label]) => ({ value, label }));

/** One of the store's things picked by name, kept by id. */
function IdSelect({
  label,
  options,
  value,
  onChange,
  error,
}: Omit<TargetProps, 'kind'> & { label: string; options: [string, string][] }) {
  return (
    <Select
      label={label}
      required
      searchable
      error={error}
      value={value || null}
      onChange={(id) => onChange(id ?? '')}
      data={options.map(([id, name]) => ({ value: id, label: name }))}
    />
  );
}

/** Where a menu item goes, picked as its kind asks: a catalog, a product, a page, a collection, a policy, or typed as an address. */
export function MenuTargetInput(props: TargetProps) {
  const { kind, value, onChange, error } = props;
  const catalogs = useCatalogs();
  const pages = usePages();
  const collections = useCollectionOptions(kind === 'collection');
  const label = MENU_LINK_KINDS[kind];
  switch (kind) {
    case 'catalog':
      return <IdSelect {...props} label={label} options={(catalogs.data ?? []).map((c) => [c._id, c.name])} />;
    case 'product':
      return (
        <ProductPicker
          label={label}
          required
          maxValues={1}
          description="Search by name"
          error={error}
          value={value ? [value] : []}
          onChange={(ids) => onChange(ids[0] ?? '')}
        />
      );
    case 'page':
      return (
        <IdSelect
          {...props}
          label={label}
          options={(pages.data ?? []).map((p) => [p._id, p.status === 'draft' ? `${p.name} (draft)` : p.name])}
        />
      );
    case 'collection':
      return <IdSelect {...props} label={label} options={(collections.data ?? []).map((c) => [c.value, c.label])} />;
    case 'policy':
      return (
        <Select
          label={label}
          required
          error={error}
          value={value || null}
          onChange={(k) => onChange(k ?? '')}
          data={POLICY_OPTIONS}
        />
      );
    case 'url':
      return (
        <TextInput
          label={label}
          required
          placeholder="/c/sale or https://…"
          error={error}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
  }
}
