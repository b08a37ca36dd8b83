import { Card, Table, Text } from '@mantine/core';
import { Fragment } from 'react';
import { formatMoney } from '@stallfront/shared/rules';
import { REPORT_MAX_DAYS, type TaxReport } from '@stallfront/shared/reports';
import { ReportFrame, useReportPhone, useReportRange } from './ReportFrame';
import { partName, percentOf } from './report-format';
import { taxCsv } from './reports-csv';
import { useTaxReport } from './reports-queries';

/** /reports/taxes: the tax collected by rate, each rate by its parts as the invoices print them. */
export default function TaxReportPage() {
  const range = useReportRange('month');
  const report = useTaxReport(range.range);
  const data = report.data;
  return (
    <ReportFrame
      title="Tax report"
      range={range}
      maxDays={REPORT_MAX_DAYS.month}
      csv={data ? () => ({ content: taxCsv(data), name: `Tax ${data.from} to ${data.to}.csv` }) : null}
      error={report.error}
      loading={report.isPending}
      note={
        data
          ? `Days in ${data.time_zone}. Placed orders that were not cancelled. Taxable is the items' amount after discounts, before tax; a rate's taxable counts each line once, each part's the lines it taxed.`
          : null
      }
    >
      {data ? <TaxTable data={data} /> : null}
    </ReportFrame>
  );
}

/** On a phone the rate and the part share a column, so the table fits without scrolling. */
function TaxTable({ data }: { data: TaxReport }) {
  const phone = useReportPhone();
  const money = (minor: number) => formatMoney(minor, data.currency);
  if (data.rates.length === 0)
    return (
      <Card withBorder padding="xl">
        <Text c="dimmed" ta="center">
          No tax in this period.
        </Text>
      </Card>
    );
  return (
    <Card withBorder padding="md">
      <Table.ScrollContainer minWidth={phone ? 0 : 480}>
        <Table aria-label="Tax by rate" horizontalSpacing={phone ? 'xs' : 'sm'}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Rate</Table.Th>
              {phone ? null : <Table.Th>Part</Table.Th>}
              <Table.Th ta="right">Taxable</Table.Th>
              <Table.Th ta="right">Tax</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.rates.map((rate) => (
              <Fragment key={rate.rate_bp}>
                <Table.Tr fw={600} bg="var(--mantine-color-gray-light)">
                  <Table.Td>{percentOf(rate.rate_bp)}</Table.Td>
                  {phone ? null : <Table.Td>All</Table.Td>}
                  <Table.Td ta="right">{money(rate.taxable)}</Table.Td>
                  <Table.Td ta="right">{money(rate.tax)}</Table.Td>
                </Table.Tr>
                {rate.parts.map((part) => (
                  <Table.Tr key={part.name} data-testid="tax-part">
                    {phone ? null : <Table.Td />}
                    <Table.Td pl={phone ? 'md' : undefined}>
                      {partName(part.name, part.rate_bp)} {percentOf(part.rate_bp)}
                    </Table.Td>
                    <Table.Td ta="right">{money(part.taxable)}</Table.Td>
                    <Table.Td ta="right">{money(part.tax)}</Table.Td>
                  </Table.Tr>
                ))}
              </Fragment>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Td>Total</Table.Td>
              {phone ? null : <Table.Td />}
              <Table.Td ta="right">{money(data.totals.taxable)}</Table.Td>
              <Table.Td ta="right">{money(data.totals.tax)}</Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
