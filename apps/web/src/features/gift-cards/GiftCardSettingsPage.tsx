import { ColorInput, NumberInput, Paper, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  GIFT_CARD_DESIGNS_MAX,
  GIFT_CARD_MAX_UNITS,
  GIFT_CARD_MIN_UNITS,
  GIFT_CARD_PRESETS,
  GIFT_CARD_PRESETS_MAX,
  GIFT_CARD_SETTING,
  type GiftCardSetting,
} from '@stallfront/shared/gift-cards';
import { useMayUseLibrary } from '../../app/session/use-may-call';
import { ImageUploader } from '../../ui/ImageUploader';
import { type SettingForm, SettingList, SettingPage } from '../../ui/setting-page';

const BLANK: GiftCardSetting = { designs: [], presets: [...GIFT_CARD_PRESETS], validity_months: 12 };

/** The designs as the shop's gift card page offers them: a swatch and a name each. */
function DesignsPreview({ setting }: { setting: GiftCardSetting }) {
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          In the shop
        </Text>
        {setting.designs.length === 0 ? (
          <Text size="sm" c="dimmed">
            No designs: the shop asks for none.
          </Text>
        ) : (
          setting.designs.map((design, i) => (
            <Paper
              key={`${design.name}-${i}`}
              radius="md"
              p="md"
              style={{
                background: design.image ? `center / cover url("${design.image}"), ${design.color}` : design.color,
              }}
            >
              <Text c="white" fw={700} style={{ textShadow: '0 1px 2px rgb(0 0 0 / 0.4)' }}>
                {design.name || 'A design'}
              </Text>
            </Paper>
          ))
        )}
        <Text size="xs" c="dimmed">
          {setting.validity_months ? `Cards last ${setting.validity_months} months.` : 'Cards never expire.'}
        </Text>
      </Stack>
    </Paper>
  );
}

function DesignInputs({ form, i }: { form: SettingForm<GiftCardSetting>; i: number }) {
  const withLibrary = useMayUseLibrary();
  const image = form.getValues().designs[i]?.image ?? '';
  const error = form.errors[`designs.${i}.image`];
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput label="Name" required maxLength={40} {...form.getInputProps(`designs.${i}.name`)} />
        <ColorInput label="Colour" required format="hex" {...form.getInputProps(`designs.${i}.color`)} />
      </SimpleGrid>
      <ImageUploader
        label="Picture (optional)"
        max={1}
        images={image ? [{ url: image, alt: '' }] : []}
        onChange={(images) => form.setFieldValue(`designs.${i}.image`, images[0]?.url ?? '')}
        withLibrary={withLibrary}
      />
      {error ? (
        <Text c="red" size="xs">
          {error}
        </Text>
      ) : null}
    </>
  );
}

/** /setting/giftcard/settings: the designs and amounts a shopper picks from, and how long a new card lasts. */
export default function GiftCardSettingsPage() {
  return (
    <SettingPage
      setting={GIFT_CARD_SETTING}
      title="Gift card settings"
      blank={BLANK}
      aside={(setting) => <DesignsPreview setting={setting} />}
      sections={(form) => {
        const { designs, presets, validity_months } = form.getValues();
        return [
          {
            id: 'designs',
            title: 'Designs',
            description:
              'A colour or a picture, and a name, that the buyer picks. The first is chosen unless they pick another.',
            content: (
              <SettingList
                form={form}
                path="designs"
                items={designs}
                blank={{ name: '', color: '#7048e8', image: '' }}
                addLabel="Add a design"
                max={GIFT_CARD_DESIGNS_MAX}
                nameOf={(design) => design.name}
              >
                {(i) => <DesignInputs form={form} i={i} />}
              </SettingList>
            ),
          },
          {
            id: 'amounts',
            title: 'Amounts',
            description: `The amounts offered with one tap, in whole units of your currency (${GIFT_CARD_MIN_UNITS} to ${GIFT_CARD_MAX_UNITS}); a shopper may type another.`,
            content: (
              <SettingList
                form={form}
                path="presets"
                items={presets}
                blank={presets.length ? (presets.at(-1) ?? 50) * 2 : 50}
                addLabel="Add an amount"
                max={GIFT_CARD_PRESETS_MAX}
                nameOf={(amount) => String(amount)}
              >
                {(i) => (
                  <NumberInput
                    label={`Amount ${i + 1}`}
                    required
                    min={GIFT_CARD_MIN_UNITS}
                    max={GIFT_CARD_MAX_UNITS}
                    allowDecimal={false}
                    {...form.getInputProps(`presets.${i}`)}
                  />
                )}
              </SettingList>
            ),
          },
          {
            id: 'validity',
            title: 'Validity',
            description:
              'How long a card sold or issued from now on can be spent. Cards you have already issued keep their day.',
            content: (
              <Stack>
                <Switch
                  label="Cards expire"
                  checked={validity_months !== null}
                  onChange={(event) => form.setFieldValue('validity_months', event.currentTarget.checked ? 12 : null)}
                />
                {validity_months !== null && (
                  <NumberInput
                    label="Months"
                    min={1}
                    max={120}
                    allowDecimal={false}
                    suffix=" months"
                    {...form.getInputProps('validity_months')}
                  />
                )}
              </Stack>
            ),
          },
        ];
      }}
    />
  );
}
