import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { SegmentedControl, Stack, Table } from '@mantine/core';
import { type ReactNode, useState } from 'react';

export type View = 'chart' | 'table';

/** The switch every dashboard figure has between its chart and the table of the same numbers. */
export function ViewSwitch({
  label,
  value,
  onChange,
  size,
}: {
  label: string;
  value: View;
  onChange: (view: View) => void;
  size?: 'xs';
}) {
  return (
    <SegmentedControl
      aria-label={label}
      size={size}
      w="fit-content"
      value={value}
      onChange={(next) => onChange(next as View)}
      data={[
        { value: 'chart', label: 'Chart' },
        { value: 'table', label: 'Table' },
      ]}
    />
  );
}

export const shortDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export interface DaySeries<T> {
  name: string;
  label: string;
  color: string;
  value: (day: T) => number;
}

export interface DayColumn<T> {
  header: string;
  value: (day: T) => ReactNode;
}

interface DaysViewProps<T extends { day: string }> {
  days: T[];
  /** The chart's and the table's name: "Sales by day". */
  title: string;
  /** The switch's name: "Show the days as". */
  switchLabel: string;
  /** Bars of the chart; the table shows the day and `columns`. */
  series: DaySeries<T>[];
  columns: DayColumn<T>[];
  height?: number;
  stacked?: boolean;
  valueFormatter?: (value: number) => string;
  yAxisWidth?: number;
  /** Below this width the table scrolls sideways inside its box. */
  tableMinWidth?: number;
  /** Said under the figure (an empty period, what the numbers mean). */
  footer?: ReactNode;
}

/** A period's figures a day, as a bar chart or as the table of the same numbers. */
export function DaysView<T extends { day: string }>(props: DaysViewProps<T>) {
  const { days, title, series, columns, valueFormatter } = props;
  const [view, setView] = useState<View>('chart');
  return (
    <Stack gap="sm">
      <ViewSwitch label={props.switchLabel} value={view} onChange={setView} />
      {view === 'chart' ? (
        <BarChart
          h={props.height ?? 240}
          w="100%"
          type={props.stacked ? 'stacked' : 'default'}
          data={days.map((d) => ({
            day: shortDay(d.day),
            ...Object.fromEntries(series.map((s) => [s.name, s.value(d)])),
          }))}
          dataKey="day"
          series={series.map(({ name, label, color }) => ({ name, label, color }))}
          withLegend={series.length > 1}
          valueFormatter={valueFormatter}
          yAxisProps={{
            width: props.yAxisWidth ?? 48,
            allowDecimals: Boolean(valueFormatter),
            ...(valueFormatter ? { tickFormatter: (v: number) => valueFormatter(v).replace(/\.\d+$/, '') } : {}),
          }}
          aria-label={title}
        />
      ) : (
        <Table.ScrollContainer minWidth={props.tableMinWidth ?? 320} maxHeight={360}>
          <Table striped stickyHeader aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Day</Table.Th>
                {columns.map((c) => (
                  <Table.Th key={c.header} ta="right">
                    {c.header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {days.map((d) => (
                <Table.Tr key={d.day}>
                  <Table.Td>{shortDay(d.day)}</Table.Td>
                  {columns.map((c) => (
                    <Table.Td key={c.header} ta="right">
                      {c.value(d)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {props.footer}
    </Stack>
  );
}
