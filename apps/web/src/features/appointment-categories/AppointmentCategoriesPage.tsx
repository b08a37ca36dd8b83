import { Group, NumberInput, Stack, TagsInput } from '@mantine/core';
import {
  APPOINTMENT_CATEGORY,
  type AppointmentCategory,
  STANDARD_WEEK,
} from '@stallfront/shared/appointment-categories';
import { formatMoney } from '@stallfront/shared/rules';
import { MoneyInput } from '../../ui/MoneyInput';
import { ResourcePage } from '../../ui/resource-page';
import { useProductFeatures } from '../products/product-queries';
import { WeekHours, weekText } from './WeekHours';

const BLANK = { duration_minutes: 60, price: 0, staff: [], hours: STANDARD_WEEK, buffer_minutes: 0 };

/** "45 min + 15 min buffer · Mon–Sat · Ana, Ben". */
function summaryOf(category: AppointmentCategory, currency: string | undefined): string {
  const buffer = category.buffer_minutes ? ` + ${category.buffer_minutes} min buffer` : '';
  const price = category.price && currency ? ` · ${formatMoney(category.price, currency)}` : '';
  const staff = category.staff.length ? ` · ${category.staff.join(', ')}` : '';
  return `${category.duration_minutes} min${buffer}${price} · ${weekText(category.hours)}${staff}`;
}

/** /setting/appointment-categories: the length, hours and buffer by which the shop books each service. */
export default function AppointmentCategoriesPage() {
  const currency = useProductFeatures().data?.currency;
  return (
    <ResourcePage
      resource={APPOINTMENT_CATEGORY}
      title="Appointment categories"
      description="How long a service takes, when it can be booked and the time kept free after it. Services without a category are booked Monday to Saturday, 9:00 to 18:00, an hour each."
      wideForm
      summary={(item) => summaryOf(item as AppointmentCategory, currency)}
      blank={BLANK}
      productPicker={{ description: 'The services booked by these hours and length', shown: () => true }}
      fields={(form) => (
        <Stack>
          <Group grow align="flex-start" wrap="wrap">
            <NumberInput
              label="Duration (min)"
              min={5}
              max={480}
              step={5}
              allowDecimal={false}
              {...form.getInputProps('duration_minutes')}
            />
            <NumberInput
              label="Buffer after (min)"
              description="Kept free after each appointment"
              min={0}
              max={120}
              step={5}
              allowDecimal={false}
              {...form.getInputProps('buffer_minutes')}
            />
          </Group>
          {currency ? (
            <MoneyInput
              label="Price"
              description="The price the shop shows on these services' pages; 0 keeps each service's own"
              currency={currency}
              value={Number(form.getValues().price ?? 0)}
              onChange={(minor) => form.setFieldValue('price', minor ?? 0)}
              error={form.errors.price}
            />
          ) : null}
          <TagsInput
            label="Staff"
            description="Who performs it (optional); press Enter after each name"
            maxTags={30}
            {...form.getInputProps('staff')}
          />
          <WeekHours form={form} />
        </Stack>
      )}
      emptyState={{
        title: 'No appointment categories yet',
        message:
          'Group services that take the same time, like Hair 45 minutes with 15 minutes to tidy up, and set the hours they can be booked.',
      }}
    />
  );
}
