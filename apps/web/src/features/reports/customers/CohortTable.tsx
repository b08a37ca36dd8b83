import { Table, Text } from '@mantine/core';
import { type CohortRowOut, heatOf } from '@stallfront/shared/reports-customers';
import { formatMoney } from '@stallfront/shared/rules';

export const monthLabel = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A cell's shade: the brand blue, as strong as the share that came back. */
const shade = (percent: number) => {
  const heat = heatOf(percent);
  return {
    background: `color-mix(in srgb, var(--mantine-color-blue-7) ${Math.round(heat * 100)}%, transparent)`,
    color: heat > 0.5 ? 'var(--mantine-color-white)' : undefined,
  };
};

/** The cohort column stays in view while a phone scrolls the months sideways. */
const STICKY = { position: 'sticky', left: 0, zIndex: 1, background: 'var(--mantine-color-body)' } as const;

/** The retention triangle: a row per cohort, a heat-shaded cell per month after its first. */
export function CohortTable({ cohorts, currency }: { cohorts: CohortRowOut[]; currency: string }) {
  const months = Math.max(0, ...cohorts.map((c) => c.cells.length));
  return (
    <Table.ScrollContainer minWidth={260 + months * 72} type="native">
      <Table withColumnBorders aria-label="Customer cohorts" verticalSpacing={6} horizontalSpacing={8}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={STICKY}>Cohort</Table.Th>
            <Table.Th ta="right">Customers</Table.Th>
            <Table.Th ta="right">Revenue</Table.Th>
            {Array.from({ length: months }, (_, i) => (
              <Table.Th key={`month-${i}`} ta="center" miw={64}>
                Month {i}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cohorts.map((c) => (
            <Table.Tr key={c.cohort}>
              <Table.Th scope="row" fw={600} style={{ ...STICKY, whiteSpace: 'nowrap' }}>
                {monthLabel(c.cohort)}
              </Table.Th>
              <Table.Td ta="right">{c.customers}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(c.sales, currency)}
              </Table.Td>
              {Array.from({ length: months }, (_, i) => {
                const cell = c.cells[i];
                if (!cell) return <Table.Td key={`${c.cohort}-${i}`} />;
                if (c.customers === 0)
                  return (
                    <Table.Td key={cell.month} ta="center" c="dimmed">
                      –
                    </Table.Td>
                  );
                return (
                  <Table.Td
                    key={cell.month}
                    ta="center"
                    style={shade(cell.percent)}
                    title={`${cell.customers} of ${c.customers} customers ordered in ${monthLabel(cell.month)}, ${formatMoney(cell.sales, currency)}`}
                    data-cell={`${c.cohort} ${i}`}
                  >
                    <Text size="sm" fw={600} inherit>
                      {cell.percent}%
                    </Text>
                    <Text size="xs" inherit opacity={0.8}>
                      {cell.customers}
                    </Text>
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
