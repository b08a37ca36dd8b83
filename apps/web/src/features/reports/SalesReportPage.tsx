import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Alert, Card, SegmentedControl, Stack, Table } from '@mantine/core';
import { useState } from 'react';
import { formatMoney } from '@stallfront/shared/rules';
import {
  REPORT_MAX_DAYS,
  type ReportGrain,
  reportRangeProblem,
  type SalesFigures,
  type SalesReport,
} from '@stallfront/shared/reports';
import { ReportFrame, useReportRange } from './ReportFrame';
import { bucketLabel } from './report-format';
import { salesCsv } from './reports-csv';
import { useSalesReport } from './reports-queries';

const GRAINS: { value: ReportGrain; label: string }[] = [
  { value: 'day', label: 'Days' },
  { value: 'week', label: 'Weeks' },
  { value: 'month', label: 'Months' },
];

const COLUMNS: { key: keyof SalesFigures; label: string; money: boolean }[] = [
  { key: 'orders', label: 'Orders', money: false },
  { key: 'units', label: 'Units', money: false },
  { key: 'gross', label: 'Gross sales', money: true },
  { key: 'discounts', label: 'Discounts', money: true },
  { key: 'net', label: 'Net sales', money: true },
  { key: 'tax', label: 'Tax', money: true },
  { key: 'shipping', label: 'Shipping', money: true },
  { key: 'total', label: 'Total sales', money: true },
];

/** /reports/sales: the store's sales by day, ISO week or month, from the daily rollup. */
export default function SalesReportPage() {
  const range = useReportRange('30d');
  const [grain, setGrain] = useState<ReportGrain>('day');
  const problem = reportRangeProblem(range.range, grain);
  const report = useSalesReport({ ...range.range, grain }, !problem);
  const data = problem ? undefined : report.data;
  return (
    <ReportFrame
      title="Sales report"
      range={range}
      maxDays={REPORT_MAX_DAYS[grain]}
      controls={
        <SegmentedControl
          aria-label="Group by"
          value={grain}
          onChange={(value) => setGrain(value as ReportGrain)}
          data={GRAINS}
        />
      }
      csv={data ? () => ({ content: salesCsv(data), name: `Sales by ${grain} ${data.from} to ${data.to}.csv` }) : null}
      error={report.error}
      loading={!problem && report.isPending}
      note={
        data
          ? `Days in ${data.time_zone}; weeks start on Monday. Placed orders that were not cancelled. Gross sales are the items before coupons, net sales after them, both before tax; total sales add tax and shipping.`
          : null
      }
    >
      {problem ? (
        <Alert color="yellow" title="Choose a shorter range">
          Group by weeks or months, or pick at most {REPORT_MAX_DAYS.day} days to see them one by one.
        </Alert>
      ) : data ? (
        <SalesFiguresView data={data} />
      ) : null}
    </ReportFrame>
  );
}

/** The buckets as a chart of net sales, tax and shipping, over the table of every figure with its totals. */
function SalesFiguresView({ data }: { data: SalesReport }) {
  const money = (minor: number) => formatMoney(minor, data.currency);
  const cell = (f: SalesFigures, c: (typeof COLUMNS)[number]) => (c.money ? money(f[c.key]) : f[c.key]);
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <BarChart
          h={280}
          w="100%"
          type="stacked"
          data={data.buckets.map((b) => ({ period: bucketLabel(b, data.grain), ...b }))}
          dataKey="period"
          series={[
            { name: 'net', label: 'Net sales', color: 'blue.6' },
            { name: 'tax', label: 'Tax', color: 'teal.5' },
            { name: 'shipping', label: 'Shipping', color: 'yellow.5' },
          ]}
          withLegend
          valueFormatter={money}
          yAxisProps={{ width: 80, tickFormatter: (v: number) => money(v).replace(/\.\d+$/, '') }}
          aria-label="Sales by period"
        />
        <Table.ScrollContainer minWidth={880} maxHeight={420}>
          <Table striped stickyHeader aria-label="Sales by period">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Period</Table.Th>
                {COLUMNS.map((c) => (
                  <Table.Th key={c.key} ta="right">
                    {c.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.buckets.map((b) => (
                <Table.Tr key={b.from}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{bucketLabel(b, data.grain)}</Table.Td>
                  {COLUMNS.map((c) => (
                    <Table.Td key={c.key} ta="right">
                      {cell(b, c)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr fw={700} data-testid="sales-totals">
                <Table.Td>Total</Table.Td>
                {COLUMNS.map((c) => (
                  <Table.Td key={c.key} ta="right">
                    {cell(data.totals, c)}
                  </Table.Td>
                ))}
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
}
