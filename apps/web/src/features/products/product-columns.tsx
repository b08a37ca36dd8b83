import { Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { countOf, formatPriceRange, stockLevel } from '@stallfront/shared/rules';
import type { ProductFeatures, ProductSummary } from '@stallfront/shared/products';
import { CellText, dateColumn, type ListColumn, StatusBadge, type StatusLook } from '../../ui/list-page';

const STOCK_COLOR = { in: 'green', low: 'orange', out: 'red' } as const;
const STOCK_TEXT = { in: 'In stock', low: 'Low stock', out: 'Out of stock' } as const;

export function ProductThumb({ row, size = 40 }: { row: ProductSummary; size?: number }) {
  return (
    <Avatar src={row.image} alt="" radius="sm" size={size} color="gray">
      <IconPhoto size={size / 2} aria-hidden />
    </Avatar>
  );
}

export function StockBadge({ stock }: { stock: number }) {
  const level = stockLevel(stock);
  return (
    <Badge color={STOCK_COLOR[level]} variant="light" title={STOCK_TEXT[level]}>
      {stock} {level === 'out' ? '· out' : level === 'low' ? '· low' : ''}
    </Badge>
  );
}

const STATUS_LOOK: StatusLook<ProductSummary['status'] | 'archived'> = {
  labels: { active: 'Active', draft: 'Draft', archived: 'Archived' },
  colors: { active: 'teal', draft: 'gray', archived: 'orange' },
  variant: 'dot',
};

/** An archived product is out of the shop whatever its status, so the archive says Archived. */
const ProductStatusBadge = ({ row }: { row: Pick<ProductSummary, 'status' | 'archived'> }) => (
  <StatusBadge status={row.archived ? 'archived' : row.status} look={STATUS_LOOK} />
);

type ProductSort = 'created' | 'name' | 'price' | 'stock';

/** One price, or the range of the variants' prices. */
const priceOf = (row: ProductSummary) => formatPriceRange(row.price, row.price_max, row.currency);

/** Vendor names by id, for a multi-vendor store's owner and staff; empty for everyone else. */
export type VendorNames = Map<string, string>;
export const vendorNamesOf = (features: ProductFeatures | undefined): VendorNames =>
  new Map(features?.vendors.map((v) => [v._id, v.name]));
const vendorOf = (row: ProductSummary, vendors: VendorNames) =>
  row.vendor_id ? (vendors.get(row.vendor_id) ?? 'Former vendor') : 'Store';

/** The product table's columns, shared by the product list and the archive; Vendor when the store has vendors. */
export const productColumns = (vendors: VendorNames): ListColumn<ProductSummary, ProductSort>[] => [
  {
    id: 'name',
    header: 'Product',
    sortKey: 'name',
    grow: true,
    cell: (row) => (
      <Group gap="sm" wrap="nowrap">
        <ProductThumb row={row} size={32} />
        <CellText fw={500} size="sm">
          {row.name}
        </CellText>
        {row.variant_count > 0 && (
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {countOf(row.variant_count, 'variant')}
          </Text>
        )}
      </Group>
    ),
  },
  {
    id: 'sku',
    header: 'SKU',
    cell: (row) => (
      <Text size="sm" ff="monospace">
        {row.sku}
      </Text>
    ),
  },
  {
    id: 'price',
    header: 'Price',
    sortKey: 'price',
    align: 'right',
    cell: priceOf,
  },
  ...(vendors.size ? [{ id: 'vendor', header: 'Vendor', cell: (row: ProductSummary) => vendorOf(row, vendors) }] : []),
  { id: 'stock', header: 'Stock', sortKey: 'stock', align: 'right', cell: (row) => <StockBadge stock={row.stock} /> },
  { id: 'status', header: 'Status', cell: (row) => <ProductStatusBadge row={row} /> },
  dateColumn('created_on', 'Added', { sortKey: 'created' }),
];

export const productSorts = [
  { value: 'created', label: 'Newest first', direction: 'desc' },
  { value: 'name', label: 'Name A–Z', direction: 'asc' },
  { value: 'price', label: 'Price, low to high', direction: 'asc' },
  { value: 'stock', label: 'Stock, lowest first', direction: 'asc' },
] as const satisfies readonly { value: ProductSort; label: string; direction: 'asc' | 'desc' }[];

/** One product as a card on a phone. */
export function ProductCard({ row, vendors }: { row: ProductSummary; vendors: VendorNames }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ProductThumb row={row} size={56} />
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={500} lineClamp={2}>
          {row.name}
        </Text>
        <Text size="xs" c="dimmed" ff="monospace">
          {row.sku}
        </Text>
        <Group gap="xs">
          <Text size="sm" fw={500}>
            {priceOf(row)}
          </Text>
          <StockBadge stock={row.stock} />
          <ProductStatusBadge row={row} />
        </Group>
        {vendors.size > 0 && (
          <Text size="xs" c="dimmed">
            Vendor: {vendorOf(row, vendors)}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
