import { Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MENU_LINK_KINDS, type MenuLinkKind, POLICY_KINDS, STORE_PAGE } from '@stallfront/shared/website';
import { callApi } from '../../../api/client';
import { ProductPicker } from '../../../ui/resource-page';
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

/** Where a menu item goes, picked as its kind asks: a catalog, a product, a page, a policy, or typed as an address. */
export function MenuTargetInput({ kind, value, onChange, error }: TargetProps) {
  const catalogs = useCatalogs();
  const pages = usePages();
  const label = MENU_LINK_KINDS[kind];
  switch (kind) {
    case 'catalog':
      return (
        <Select
          label={label}
          required
          searchable
          error={error}
          value={value || null}
          onChange={(id) => onChange(id ?? '')}
          data={(catalogs.data ?? []).map((c) => ({ value: c._id, label: c.name }))}
        />
      );
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
        <Select
          label={label}
          required
          searchable
          error={error}
          value={value || null}
          onChange={(id) => onChange(id ?? '')}
          data={(pages.data ?? []).map((p) => ({
            value: p._id,
            label: p.status === 'draft' ? `${p.name} (draft)` : p.name,
          }))}
        />
      );
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
