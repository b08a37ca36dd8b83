import { ActionIcon, Group, Paper, Select, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { THEME_STORE_TYPE_LABELS, THEME_STORE_TYPES, type ThemeStoreType } from '@stallfront/shared/catalogue';
import { type LayoutSection, SECTION_KINDS } from '@stallfront/shared/website';

/** The blocks a theme's home page is built from: none names one store's things. */
const BLOCKS = {
  hero: {
    label: 'Hero (the store’s own words)',
    make: (): LayoutSection => ({ kind: 'text', style: 'hero', heading: '', body: '', hidden: false }),
  },
  catalogs: {
    label: 'Catalog tiles',
    make: (): LayoutSection => ({ kind: 'catalogs', title: 'Shop by collection', catalog_ids: [], hidden: false }),
  },
  newest: { label: 'Newest products', make: (): LayoutSection => productRow('New arrivals', 'newest') },
  best_sellers: { label: 'Best sellers', make: (): LayoutSection => productRow('Best sellers', 'best_sellers') },
  blog: {
    label: 'Blog posts',
    make: (): LayoutSection => ({ kind: 'blog', title: 'From the journal', count: 3, hidden: false }),
  },
} as const;
type Block = keyof typeof BLOCKS;

function productRow(title: string, source: 'newest' | 'best_sellers'): LayoutSection {
  return {
    kind: 'products',
    title,
    source,
    count: 8,
    catalog_id: null,
    collection_id: null,
    product_ids: [],
    hidden: false,
  };
}

function labelOf(section: LayoutSection): string {
  if (section.kind === 'text' && section.style === 'hero') return 'Hero';
  if (section.kind === 'products') return section.source === 'best_sellers' ? 'Best sellers' : 'Newest products';
  return SECTION_KINDS[section.kind].label;
}

type Layouts = Record<ThemeStoreType, LayoutSection[]>;

/** A theme's default home page per store type: blocks in order; none is the standard home page. */
export function ThemeLayoutsEditor({
  value,
  onChange,
  errorOf,
}: {
  value: Layouts;
  onChange: (next: Layouts) => void;
  errorOf: (type: ThemeStoreType) => string | undefined;
}) {
  const set = (type: ThemeStoreType, sections: LayoutSection[]) => onChange({ ...value, [type]: sections });
  return (
    <Tabs defaultValue="order_based" keepMounted={false}>
      <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
        {THEME_STORE_TYPES.map((type) => (
          <Tabs.Tab key={type} value={type}>
            {THEME_STORE_TYPE_LABELS[type]} ({value[type]?.length ?? 0})
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {THEME_STORE_TYPES.map((type) => (
        <Tabs.Panel key={type} value={type} pt="sm">
          <TypeLayout sections={value[type] ?? []} onChange={(s) => set(type, s)} error={errorOf(type)} type={type} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

function TypeLayout({
  sections,
  onChange,
  error,
  type,
}: {
  sections: LayoutSection[];
  onChange: (next: LayoutSection[]) => void;
  error?: string;
  type: ThemeStoreType;
}) {
  const move = (from: number, to: number) => {
    const next = sections.slice();
    const [moved] = next.splice(from, 1);
    if (moved) next.splice(to, 0, moved);
    onChange(next);
  };
  return (
    <Stack gap="xs">
      {sections.length === 0 ? (
        <Text size="sm" c="dimmed">
          No sections: {THEME_STORE_TYPE_LABELS[type].toLowerCase()} get the standard home page (hero, catalogs,
          newest).
        </Text>
      ) : null}
      {sections.map((section, i) => (
        <Paper key={i} withBorder p="xs">
          <Group gap="xs" wrap="nowrap">
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" fw={500}>
                {i + 1}. {labelOf(section)}
              </Text>
              {'title' in section ? (
                <TextInput
                  size="xs"
                  aria-label={`Title of section ${i + 1}`}
                  value={section.title}
                  maxLength={80}
                  onChange={(e) =>
                    onChange(
                      sections.map((s, j) => (j === i ? { ...s, title: e.currentTarget.value } : s)) as LayoutSection[],
                    )
                  }
                />
              ) : null}
            </Stack>
            <ActionIcon
              variant="subtle"
              aria-label={`Move section ${i + 1} up`}
              disabled={i === 0}
              onClick={() => move(i, i - 1)}
            >
              <IconArrowUp size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={`Move section ${i + 1} down`}
              disabled={i === sections.length - 1}
              onClick={() => move(i, i + 1)}
            >
              <IconArrowDown size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove section ${i + 1}`}
              onClick={() => onChange(sections.toSpliced(i, 1))}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      <Select
        aria-label={`Add a section for ${THEME_STORE_TYPE_LABELS[type].toLowerCase()}`}
        placeholder="Add a section…"
        data={Object.entries(BLOCKS).map(([value, block]) => ({ value, label: block.label }))}
        value={null}
        onChange={(block) => block && onChange([...sections, BLOCKS[block as Block].make()])}
        maw={320}
      />
      {error ? (
        <Text size="sm" c="red">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
