// A banner's and a slider's fields.
import { ActionIcon, Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { BANNER_SIZE, MAX_SLIDES } from '@stallfront/shared/website';
import { SortableList } from '../../../../ui/SortableList';
import { blankSlide, sizeWords } from '../section-logic';
import { type Of, PictureFields, type SectionForm, SlideWords } from './common';

export function BannerFields({ form }: { form: SectionForm }) {
  return (
    <Stack>
      <PictureFields form={form} path="slide" index={0} size={BANNER_SIZE} />
      <SlideWords form={form} path="slide" />
    </Stack>
  );
}

export function SliderFields({ form, section }: { form: SectionForm; section: Of<'slider'> }) {
  const { slides } = section;
  return (
    <Stack>
      <SortableList
        ids={slides.map((_, i) => `slides.${i}`)}
        handleLabel={(i) => `Move slide ${i + 1}`}
        onMove={(from, to) => form.reorderListItem('slides', { from, to })}
      >
        {(i, handle) => (
          <Paper withBorder p="sm" role="group" aria-label={`Slide ${i + 1}`}>
            <Group justify="space-between" mb="xs">
              <Group gap="xs">
                {handle}
                <Text fw={600} size="sm">
                  Slide {i + 1}{' '}
                  <Text span size="xs" c="dimmed" fw={400}>
                    {sizeWords(BANNER_SIZE)}
                  </Text>
                </Text>
              </Group>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Delete slide ${i + 1}`}
                disabled={slides.length <= 2}
                onClick={() => form.removeListItem('slides', i)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
            <Stack gap="xs">
              <PictureFields
                form={form}
                path={`slides.${i}`}
                index={i}
                size={BANNER_SIZE}
                noun="Slide"
                withTitle={false}
              />
              <SlideWords form={form} path={`slides.${i}`} />
            </Stack>
          </Paper>
        )}
      </SortableList>
      {form.errors.slides && (
        <Text c="red" size="xs">
          {form.errors.slides}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          disabled={slides.length >= MAX_SLIDES}
          onClick={() => form.insertListItem('slides', blankSlide())}
        >
          Add a slide
        </Button>
        <Text size="xs" c="dimmed">
          2 to {MAX_SLIDES} slides
        </Text>
      </Group>
      <NumberInput
        label="Seconds a slide"
        description="3 to 15"
        min={3}
        max={15}
        allowDecimal={false}
        suffix=" s"
        {...form.getInputProps('seconds')}
      />
    </Stack>
  );
}
