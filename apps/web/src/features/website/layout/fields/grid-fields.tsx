// The image grids', multi-grids' and Instagram grids' fields: a grid, then a slot per picture.
import { Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { GridDiagram } from '../GridDiagram';
import { diagramOf, type GridKind, gridChoices, gridSlots, withGrid } from '../section-logic';
import { type Of, PictureFields, type SectionForm } from './common';

/** The grid a grid section is laid out on: changing it keeps the pictures in their slots. */
function GridChoice({ form, kind, grid }: { form: SectionForm; kind: GridKind; grid: string }) {
  const choices = gridChoices(kind);
  const slots = gridSlots(kind, grid);
  return (
    <Group align="flex-end" wrap="nowrap">
      <Select
        label="Grid"
        allowDeselect={false}
        data={choices.map((c) => ({ value: c.grid, label: `${c.label} (${c.slots.length})` }))}
        value={grid}
        onChange={(next) => {
          if (!next) return;
          // The same pictures in their slots, as many as the new grid has.
          const moved = withGrid(form.getValues(), next);
          if (moved.kind === 'multi_grid') {
            form.setFieldValue('grid', moved.grid);
            form.setFieldValue('tiles', moved.tiles);
          } else if (moved.kind === 'image_grid' || moved.kind === 'instagram') {
            form.setFieldValue('grid', moved.grid);
            form.setFieldValue('images', moved.images);
          }
        }}
        error={form.errors.grid}
        style={{ flex: 1 }}
      />
      <GridDiagram slots={slots} rows={diagramOf(kind, grid)} />
    </Group>
  );
}

export function ImageGridFields({ form, section }: { form: SectionForm; section: Of<'image_grid'> }) {
  const slots = gridSlots('image_grid', section.grid);
  return (
    <Stack>
      <GridChoice form={form} kind="image_grid" grid={section.grid} />
      <TextInput label="Title" maxLength={80} description="Optional, over the grid" {...form.getInputProps('title')} />
      {form.errors.images && (
        <Text c="red" size="xs">
          {form.errors.images}
        </Text>
      )}
      {slots.map((size, i) => (
        <Paper key={`${section.grid}-${i}`} withBorder p="sm" role="group" aria-label={`Image ${i + 1}`}>
          <PictureFields form={form} path={`images.${i}`} index={i} size={size} />
        </Paper>
      ))}
    </Stack>
  );
}

export function MultiGridFields({ form, section }: { form: SectionForm; section: Of<'multi_grid'> }) {
  const slots = gridSlots('multi_grid', section.grid);
  return (
    <Stack>
      <GridChoice form={form} kind="multi_grid" grid={section.grid} />
      <TextInput label="Title" maxLength={80} description="Optional, over the tiles" {...form.getInputProps('title')} />
      {form.errors.tiles && (
        <Text c="red" size="xs">
          {form.errors.tiles}
        </Text>
      )}
      {slots.map((size, i) => (
        <Paper key={`${section.grid}-${i}`} withBorder p="sm" role="group" aria-label={`Tile ${i + 1}`}>
          <Stack gap="xs">
            <PictureFields form={form} path={`tiles.${i}`} index={i} size={size} noun="Tile" />
            <TextInput
              label={`Caption of tile ${i + 1}`}
              maxLength={60}
              {...form.getInputProps(`tiles.${i}.caption`)}
            />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

export function InstagramFields({ form, section }: { form: SectionForm; section: Of<'instagram'> }) {
  const slots = gridSlots('instagram', section.grid);
  return (
    <Stack>
      <GridChoice form={form} kind="instagram" grid={section.grid} />
      <TextInput label="Title" maxLength={80} placeholder="Follow us" {...form.getInputProps('title')} />
      <TextInput
        label="Profile address"
        description="Every picture links to it: https://instagram.com/yourname"
        {...form.getInputProps('profile')}
      />
      {form.errors.images && (
        <Text c="red" size="xs">
          {form.errors.images}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        Square pictures: save them from your feed and upload them here.
      </Text>
      {slots.map((size, i) => (
        <Paper key={`${section.grid}-${i}`} withBorder p="sm" role="group" aria-label={`Image ${i + 1}`}>
          <PictureFields form={form} path={`images.${i}`} index={i} size={size} link={false} />
        </Paper>
      ))}
    </Stack>
  );
}
