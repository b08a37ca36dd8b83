import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconInfoCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  BANNER_SIZE,
  BLOG_GRID_COUNTS,
  type GridImageSize,
  type LayoutSection,
  MAX_SLIDES,
  PRODUCT_ROW_SOURCES,
} from '@stallfront/shared/website';
import { useMayUseLibrary } from '../../../app/session/use-may-call';
import { CatalogPicker, ProductPicker } from '../../../ui/resource-page';
import { RichTextField } from '../../../ui/RichTextField';
import { SortableList } from '../../../ui/SortableList';
import { useCatalogs } from '../../products/product-queries';
import { GridDiagram } from './GridDiagram';
import { blankSlide, diagramOf, type GridKind, gridChoices, gridSlots, sizeWords, withGrid } from './section-logic';
import { SlotImage } from './SlotImage';

export type SectionForm = UseFormReturnType<LayoutSection>;
type Of<K extends LayoutSection['kind']> = Extract<LayoutSection, { kind: K }>;

const LINK_HINT = 'A page of your shop like /c/sale, or a web address';
const SOURCE_OPTIONS = Object.entries(PRODUCT_ROW_SOURCES).map(([value, label]) => ({ value, label }));

/** A slot's picture and what goes with it: the words a screen reader says, and where a click goes. */
function PictureFields({
  form,
  path,
  index,
  size,
  noun,
  link = true,
  withTitle,
}: {
  form: SectionForm;
  path: string;
  index: number;
  size: GridImageSize;
  noun?: string;
  link?: boolean;
  withTitle?: boolean;
}) {
  const withLibrary = useMayUseLibrary();
  const value = (form.getInputProps(`${path}.image`).value as string | undefined) ?? '';
  return (
    <Stack gap="xs">
      <SlotImage
        index={index}
        noun={noun}
        size={size}
        value={value}
        onChange={(url) => form.setFieldValue(`${path}.image`, url)}
        error={form.errors[`${path}.image`]}
        withLibrary={withLibrary}
        withTitle={withTitle}
      />
      <SimpleGrid cols={{ base: 1, sm: link ? 2 : 1 }} spacing="xs">
        <TextInput
          label="Alt text"
          description="What the picture shows, for screen readers"
          maxLength={150}
          {...form.getInputProps(`${path}.alt`)}
        />
        {link && <TextInput label="Link" description={LINK_HINT} {...form.getInputProps(`${path}.link`)} />}
      </SimpleGrid>
    </Stack>
  );
}

/** A banner's or a slide's words over its picture. */
function SlideWords({ form, path }: { form: SectionForm; path: string }) {
  return (
    <>
      <TextInput label="Heading" maxLength={80} {...form.getInputProps(`${path}.heading`)} />
      <Textarea label="Text" autosize minRows={2} maxLength={200} {...form.getInputProps(`${path}.text`)} />
      <TextInput
        label="Button"
        description="Its words; it goes to the link"
        maxLength={30}
        {...form.getInputProps(`${path}.button`)}
      />
    </>
  );
}

function BannerFields({ form }: { form: SectionForm }) {
  return (
    <Stack>
      <PictureFields form={form} path="slide" index={0} size={BANNER_SIZE} />
      <SlideWords form={form} path="slide" />
    </Stack>
  );
}

function SliderFields({ form, section }: { form: SectionForm; section: Of<'slider'> }) {
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
                aria-label={`Remove slide ${i + 1}`}
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

function ProductsFields({ form, section }: { form: SectionForm; section: Of<'products'> }) {
  const catalogs = useCatalogs();
  return (
    <Stack>
      <TextInput label="Title" maxLength={80} placeholder="New arrivals" {...form.getInputProps('title')} />
      <Select label="Products from" allowDeselect={false} data={SOURCE_OPTIONS} {...form.getInputProps('source')} />
      {section.source === 'catalog' && (
        <Select
          label="Catalog"
          required
          searchable
          nothingFoundMessage="No catalog matches"
          data={(catalogs.data ?? []).map((c) => ({ value: c._id, label: c.name }))}
          {...form.getInputProps('catalog_id')}
        />
      )}
      {section.source === 'picked' ? (
        <ProductPicker
          required
          description="Shown in this order, up to 24"
          maxValues={24}
          value={section.product_ids}
          onChange={(ids) => form.setFieldValue('product_ids', ids)}
          error={form.errors.product_ids}
        />
      ) : (
        <NumberInput
          label="How many products"
          description="2 to 24"
          min={2}
          max={24}
          allowDecimal={false}
          {...form.getInputProps('count')}
        />
      )}
    </Stack>
  );
}

function CatalogsFields({ form, section }: { form: SectionForm; section: Of<'catalogs'> }) {
  return (
    <Stack>
      <TextInput label="Title" maxLength={80} placeholder="Shop by collection" {...form.getInputProps('title')} />
      <CatalogPicker
        description="Up to 12, in this order. Leave it empty to show the catalogs you highlight."
        value={section.catalog_ids}
        onChange={(ids) => form.setFieldValue('catalog_ids', ids)}
        error={form.errors.catalog_ids}
      />
    </Stack>
  );
}

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

function ImageGridFields({ form, section }: { form: SectionForm; section: Of<'image_grid'> }) {
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

function MultiGridFields({ form, section }: { form: SectionForm; section: Of<'multi_grid'> }) {
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

function InstagramFields({ form, section }: { form: SectionForm; section: Of<'instagram'> }) {
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

function BlogFields({ form, section }: { form: SectionForm; section: Of<'blog'> }) {
  return (
    <Stack>
      <TextInput label="Title" maxLength={80} {...form.getInputProps('title')} />
      <div>
        <Text size="sm" fw={500} id="blog-count-label">
          Posts shown
        </Text>
        <SegmentedControl
          aria-labelledby="blog-count-label"
          data={BLOG_GRID_COUNTS.map((n) => String(n))}
          value={String(section.count)}
          onChange={(n) => form.setFieldValue('count', Number(n) as Of<'blog'>['count'])}
        />
      </div>
      <Alert variant="light" icon={<IconInfoCircle size={18} />}>
        Until the blog app comes, this shows your newest published pages.
      </Alert>
    </Stack>
  );
}

function TextFields({ form, section }: { form: SectionForm; section: Of<'text'> }) {
  return (
    <Stack>
      <TextInput label="Heading" maxLength={80} {...form.getInputProps('heading')} />
      <RichTextField
        label="Text"
        value={section.body}
        onChange={(html) => form.setFieldValue('body', html)}
        error={form.errors.body}
      />
      <div>
        <Text size="sm" fw={500} id="text-style-label">
          Style
        </Text>
        <SegmentedControl
          aria-labelledby="text-style-label"
          data={[
            { value: 'plain', label: 'Plain' },
            { value: 'hero', label: 'Hero (large, centred)' },
          ]}
          {...form.getInputProps('style')}
        />
      </div>
    </Stack>
  );
}

function VideoFields({ form }: { form: SectionForm }) {
  return (
    <Stack>
      <TextInput label="Title" maxLength={80} {...form.getInputProps('title')} />
      <TextInput
        label="Video address"
        required
        description="A YouTube or Vimeo page: https://youtu.be/… or https://vimeo.com/…"
        {...form.getInputProps('url')}
      />
    </Stack>
  );
}

/** The inputs of a section of any kind. */
export function SectionFields({ form }: { form: SectionForm }) {
  const section = form.getValues();
  switch (section.kind) {
    case 'banner':
      return <BannerFields form={form} />;
    case 'slider':
      return <SliderFields form={form} section={section} />;
    case 'products':
      return <ProductsFields form={form} section={section} />;
    case 'catalogs':
      return <CatalogsFields form={form} section={section} />;
    case 'image_grid':
      return <ImageGridFields form={form} section={section} />;
    case 'multi_grid':
      return <MultiGridFields form={form} section={section} />;
    case 'instagram':
      return <InstagramFields form={form} section={section} />;
    case 'blog':
      return <BlogFields form={form} section={section} />;
    case 'text':
      return <TextFields form={form} section={section} />;
    case 'video':
      return <VideoFields form={form} />;
  }
}
