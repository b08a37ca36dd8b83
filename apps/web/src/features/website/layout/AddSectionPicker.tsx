import { Button, Group, Modal, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { SECTION_KINDS, type SectionKind } from '@stallfront/shared/website';
import { useIsPhone } from '../../../ui/list-page/use-is-phone';
import { GridDiagram } from './GridDiagram';
import { type GridKind, gridChoices, isGridKind } from './section-logic';

interface AddSectionPickerProps {
  opened: boolean;
  onClose: () => void;
  /** The kind chosen, with its grid for a grid kind. */
  onPick: (kind: SectionKind, grid?: string) => void;
}

const GROUPS = [...new Set(Object.values(SECTION_KINDS).map((k) => k.group))];
const KINDS = Object.entries(SECTION_KINDS) as [SectionKind, (typeof SECTION_KINDS)[SectionKind]][];

const DESCRIPTIONS: Record<SectionKind, string> = {
  banner: 'One wide picture with words and a button',
  slider: 'Two to eight banners in turn',
  products: 'A row of products: newest, best sellers, a catalog or your picks',
  catalogs: 'Tiles leading to your catalogs',
  image_grid: 'Pictures in a grid, each a link',
  multi_grid: 'Captioned tiles, each a link',
  instagram: 'Square pictures from your feed, linking to your profile',
  blog: 'Your newest posts',
  text: 'A heading and words',
  video: 'A YouTube or Vimeo video',
};

/** Chooses what to add: a kind by its group, then a grid for the grid kinds, each drawn small. */
export function AddSectionPicker({ opened, onClose, onPick }: AddSectionPickerProps) {
  const [gridKind, setGridKind] = useState<GridKind | null>(null);
  const isPhone = useIsPhone();
  const close = () => {
    setGridKind(null);
    onClose();
  };
  const choose = (kind: SectionKind, grid?: string) => {
    setGridKind(null);
    onPick(kind, grid);
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={gridKind ? `Choose a ${SECTION_KINDS[gridKind].label.toLowerCase()}` : 'Add a section'}
      size="xl"
      fullScreen={isPhone}
    >
      {gridKind ? (
        <Stack>
          <Group>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconArrowLeft size={16} />}
              onClick={() => setGridKind(null)}
            >
              Back to the kinds
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
            {gridChoices(gridKind).map((choice) => (
              <UnstyledButton
                key={choice.grid}
                onClick={() => choose(gridKind, choice.grid)}
                p="sm"
                style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
                aria-label={`${choice.label}, ${choice.slots.length} ${gridKind === 'multi_grid' ? 'tiles' : 'pictures'}`}
              >
                <Stack gap={6} align="center">
                  <GridDiagram slots={choice.slots} />
                  <Text size="sm" ta="center">
                    {choice.label}
                  </Text>
                </Stack>
              </UnstyledButton>
            ))}
          </SimpleGrid>
        </Stack>
      ) : (
        <Stack gap="lg">
          {GROUPS.map((group) => (
            <section key={group} aria-label={group}>
              <Title order={3} size="h5" mb="xs">
                {group}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
                {KINDS.filter(([, k]) => k.group === group).map(([kind, { label }]) => (
                  <UnstyledButton
                    key={kind}
                    onClick={() => (isGridKind(kind) ? setGridKind(kind) : choose(kind))}
                    p="sm"
                    style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
                  >
                    <Text fw={600} size="sm">
                      {label}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {DESCRIPTIONS[kind]}
                    </Text>
                  </UnstyledButton>
                ))}
              </SimpleGrid>
            </section>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
