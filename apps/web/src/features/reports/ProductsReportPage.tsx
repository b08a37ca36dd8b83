import { Card, Group, Select, Stack, Table, Text } from '@mantine/core';
import { formatMoney } from '@stallfront/shared/rules';
import {
  PRODUCT_REPORT_LIMIT,
  type ProductReportSort,
  type ProductsReport,
  REPORT_MAX_DAYS,
} from '@stallfront/shared/reports';
import { useState } from 'react';
import { ReportFrame, useReportPhone, useReportRange } from './ReportFrame';
import { productsCsv } from './reports-csv';
import { useProductsReport } from './reports-queries';

const SORTS: { value: ProductReportSort; label: string }[] = [
  { value: 'revenue', label: 'Revenue' },
  { value: 'units', label: 'Units sold' },
  { value: 'turns', label: 'Stock turns' },
  { value: 'name', label: 'Name' },
];

/** /reports/products: each product sold in the range, with its units, revenue and stock turns. */
export default function ProductsReportPage() {
  const range = useReportRange('30d');
  const [sort, setSort] = useState<ProductReportSort>('revenue');
  const report = useProductsReport({ ...range.range, sort });
  const data = report.data;
  return (
    <ReportFrame
      title="Products sold"
      range={range}
      maxDays={REPORT_MAX_DAYS.month}
      controls={
        <Select
          label="Sort by"
          data={SORTS}
          value={sort}
          onChange={(value) => value && setSort(value as ProductReportSort)}
          allowDeselect={false}
          w={160}
        />
      }
      csv={data ? () => ({ content: productsCsv(data), name: `Products ${data.from} to ${data.to}.csv` }) : null}
      error={report.error}
      loading={report.isPending}
      note={`Revenue is the items' amount after discounts, before tax. Stock turns are the units sold in the period over the stock on hand now; none when nothing is on hand. The best ${PRODUCT_REPORT_LIMIT} by the sort.`}
    >
      {data ? <ProductsTable data={data} /> : null}
    </ReportFrame>
  );
}

function ProductsTable({ data }: { data: ProductsReport }) {
  const phone = useReportPhone();
  if (phone && data.products.length > 0) return <ProductCards data={data} />;
  if (data.products.length === 0)
    return (
      <Card withBorder padding="xl">
        <Text c="dimmed" ta="center">
          No products sold in this period.
        </Text>
      </Card>
    );
  return (
    <Card withBorder padding="md">
      <Table.ScrollContainer minWidth={560} maxHeight={560}>
        <Table striped stickyHeader aria-label="Products sold">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Product</Table.Th>
              <Table.Th ta="right">Units sold</Table.Th>
              <Table.Th ta="right">Revenue</Table.Th>
              <Table.Th ta="right">On hand</Table.Th>
              <Table.Th ta="right">Stock turns</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.products.map((p) => (
              <Table.Tr key={p.product_id}>
                <Table.Td maw={280}>
                  <Text size="sm" fw={500} truncate>
                    {p.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {p.sku}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{p.units}</Table.Td>
                <Table.Td ta="right">{formatMoney(p.revenue, data.currency)}</Table.Td>
                <Table.Td ta="right">{p.stock}</Table.Td>
                <Table.Td ta="right">{p.turns ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

/** A phone's products: a card each, the figures under the name. */
function ProductCards({ data }: { data: ProductsReport }) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Products sold">
      {data.products.map((p) => (
        <Card component="li" key={p.product_id} withBorder padding="sm">
          <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} truncate>
                {p.name}
              </Text>
              <Text size="xs" c="dimmed">
                {p.sku} · {p.stock} on hand · turns {p.turns ?? '—'}
              </Text>
            </Stack>
            <Stack gap={0} align="flex-end">
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(p.revenue, data.currency)}
              </Text>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {p.units} sold
              </Text>
            </Stack>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
