import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { SettingList } from '../../ui/setting-page';
import { COUNTRY_OPTIONS, countryName } from './country-options';

type Rate = { country: string; region: string; rate: number };

/** A class's rates: a country, optionally one of its states, and the percent charged there. */
export function TaxRatesInput<Values>({ form, rates }: { form: UseFormReturnType<Values>; rates: Rate[] }) {
  return (
    <SettingList
      form={form}
      path="rates"
      items={rates}
      blank={{ country: rates.at(-1)?.country ?? '', region: '', rate: 0 }}
      addLabel="Add a rate"
      max={100}
      nameOf={(rate) => [rate.region, rate.country && countryName(rate.country)].filter(Boolean).join(', ')}
    >
      {(i) => (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
          <Select
            label="Country"
            required
            searchable
            data={COUNTRY_OPTIONS}
            {...form.getInputProps(`rates.${i}.country`)}
          />
          <TextInput
            label="State or region"
            placeholder="All of the country"
            maxLength={100}
            {...form.getInputProps(`rates.${i}.region`)}
          />
          <NumberInput
            label="Rate"
            required
            suffix=" %"
            decimalScale={2}
            min={0}
            max={100}
            clampBehavior="none"
            {...form.getInputProps(`rates.${i}.rate`)}
          />
        </SimpleGrid>
      )}
    </SettingList>
  );
}
