import { List, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SIZE_CHART } from '@stallfront/shared/product-extras';
import {
  chartMeasurements,
  FIT_NAMES,
  FIT_PREFERENCES,
  type FitPreference,
  readBodyMeasurements,
  recommendSize,
  SIZING_MEASUREMENT_INFO,
  type SizingAssistant,
  type SizingMeasurement,
} from '@stallfront/shared/sizing-assistant';
import { LENGTH_UNIT_SHORT } from '@stallfront/shared/rules';
import { callApi } from '../../api/client';

/**
 * "Try it": one of the store's size charts, measurements typed as a shopper would, and the
 * advice the shop would give with the settings on the form (saved or not).
 */
export function SizingTryIt({ setting }: { setting: SizingAssistant }) {
  const charts = useQuery({
    queryKey: [SIZE_CHART.plural, 'sizing-try-it'],
    queryFn: ({ signal }) => callApi(SIZE_CHART.calls.list, { limit: 100 }, { signal }),
    retry: false,
  });
  const [chartId, setChartId] = useState<string | null>(null);
  const [typed, setTyped] = useState<Partial<Record<SizingMeasurement, string>>>({});
  const [fit, setFit] = useState<FitPreference>('regular');
  const list = charts.data?.list ?? [];
  const chart = list.find((c) => c._id === chartId) ?? list[0];
  if (charts.isError || (charts.data && list.length === 0))
    return (
      <Text size="sm" c="dimmed">
        Add a size chart (Product extras, Size chart) to try the assistant.
      </Text>
    );
  if (!chart) return null;
  const sizing = { unit: chart.unit, ...chart.chart };
  const present = chartMeasurements(sizing);
  const asked = setting.measurements.filter((key) => present.includes(key));
  const unit = LENGTH_UNIT_SHORT[setting.unit];
  const reading = readBodyMeasurements(typed, asked, setting.unit);
  const answerable = Object.keys(reading.values).length > 0 && Object.keys(reading.errors).length === 0;
  const advice = answerable
    ? recommendSize(sizing, {
        unit: setting.unit,
        values: reading.values,
        fit: setting.offer_fit ? fit : 'regular',
        tolerance: setting.fit_tolerance,
      })
    : null;
  return (
    <Stack gap="sm" aria-label="Try it">
      <Text fw={600}>Try it</Text>
      <Select
        label="Size chart"
        allowDeselect={false}
        data={list.map((c) => ({ value: c._id, label: c.name }))}
        value={chart._id}
        onChange={(id) => setChartId(id)}
        comboboxProps={{ withinPortal: true }}
      />
      {asked.length === 0 ? (
        <Text size="sm" c="dimmed">
          This chart has none of the measurements asked.
        </Text>
      ) : (
        <SimpleGrid cols={2} spacing="xs">
          {asked.map((key) => (
            <TextInput
              key={key}
              label={`${SIZING_MEASUREMENT_INFO[key].label} (${unit})`}
              inputMode="decimal"
              value={typed[key] ?? ''}
              onChange={(event) => setTyped({ ...typed, [key]: event.currentTarget.value })}
              error={reading.errors[key]}
            />
          ))}
        </SimpleGrid>
      )}
      {setting.offer_fit ? (
        <SegmentedControl
          aria-label="Fit"
          value={fit}
          onChange={(value) => setFit(value as FitPreference)}
          data={FIT_PREFERENCES.map((value) => ({ value, label: FIT_NAMES[value] }))}
        />
      ) : null}
      {advice ? (
        <Stack gap={4} role="status">
          <Text fw={700}>{advice.size ? `Suggested size: ${advice.size}` : 'No size fits'}</Text>
          <List size="sm">
            {advice.reasons.map((reason) => (
              <List.Item key={reason}>{reason}</List.Item>
            ))}
          </List>
          {advice.runner_up ? <Text size="sm" c="dimmed">{`Next best: ${advice.runner_up.reason}`}</Text> : null}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          Enter a measurement to see the size a shopper would be told.
        </Text>
      )}
    </Stack>
  );
}
