import { ActionIcon, Card, Group, Progress, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { type DashboardShare, shareOf } from '@stallfront/shared/dashboard';
import { formatMoney } from '@stallfront/shared/rules';
import { saveFile } from '../../ui/list-page/download';
import { sharesCsv } from './dashboard-csv';
import { type View, ViewSwitch } from './DaysView';

/** Bars show the biggest few; the table and the CSV hold them all. */
const BARS_SHOWN = 6;

interface ShareCardProps {
  title: string;
  /** What one share is, as a column heading: "Payment method". */
  heading: string;
  shares: DashboardShare[];
  labelOf: (key: string) => string;
  currency: string;
  period: { from: string; to: string };
  /** Drawn above the bars in the chart view (the country card's map). */
  picture?: ReactNode;
}

/** A period's sales split one way, as bars or as a table, with its CSV. */
export function ShareCard({ title, heading, shares, labelOf, currency, period, picture }: ShareCardProps) {
  const [view, setView] = useState<View>('chart');
  const whole = shares.reduce((sum, s) => sum + s.sales, 0);
  const money = (minor: number) => formatMoney(minor, currency);
  const download = () =>
    saveFile(sharesCsv(shares, heading, labelOf, currency), `${title} ${period.from} to ${period.to}.csv`);
  return (
    <Card withBorder padding="md" h="100%">
      <Group justify="space-between" wrap="nowrap" gap="xs" mb="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Group gap={6} wrap="nowrap">
          <ViewSwitch label={`Show ${title.toLowerCase()} as`} size="xs" value={view} onChange={setView} />
          <Tooltip label="Download CSV">
            <ActionIcon
              variant="default"
              aria-label={`Download ${title} CSV`}
              disabled={!shares.length}
              onClick={download}
            >
              <IconDownload size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      {shares.length === 0 ? (
        <Text size="sm" c="dimmed">
          No sales in this period.
        </Text>
      ) : view === 'chart' ? (
        <Stack gap="sm">
          {picture}
          <Bars shares={shares} whole={whole} labelOf={labelOf} money={money} title={title} />
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={300} maxHeight={320}>
          <Table striped stickyHeader aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{heading}</Table.Th>
                <Table.Th ta="right">Orders</Table.Th>
                <Table.Th ta="right">Sales</Table.Th>
                <Table.Th ta="right">Share</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shares.map((s) => (
                <Table.Tr key={s.key}>
                  <Table.Td>{labelOf(s.key)}</Table.Td>
                  <Table.Td ta="right">{s.orders}</Table.Td>
                  <Table.Td ta="right">{money(s.sales)}</Table.Td>
                  <Table.Td ta="right">{shareOf(s.sales, whole)}%</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}

interface BarsProps {
  shares: DashboardShare[];
  whole: number;
  labelOf: (key: string) => string;
  money: (minor: number) => string;
  title: string;
}

function Bars({ shares, whole, labelOf, money, title }: BarsProps) {
  const more = shares.length - BARS_SHOWN;
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={title}>
      {shares.slice(0, BARS_SHOWN).map((s) => (
        <li key={s.key}>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm" truncate>
              {labelOf(s.key)}
            </Text>
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {money(s.sales)}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Progress value={shareOf(s.sales, whole)} size="sm" style={{ flex: 1 }} aria-hidden />
            <Text size="xs" c="dimmed" ta="right" style={{ whiteSpace: 'nowrap' }}>
              {shareOf(s.sales, whole)}% · {s.orders} order{s.orders === 1 ? '' : 's'}
            </Text>
          </Group>
        </li>
      ))}
      {more > 0 ? (
        <Text component="li" size="xs" c="dimmed">
          and {more} more in the table
        </Text>
      ) : null}
    </Stack>
  );
}
