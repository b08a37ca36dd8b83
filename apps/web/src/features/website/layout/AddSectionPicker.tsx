import { Button, Group, Modal, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { SECTION_KINDS, type SectionKind } from '@stallfront/shared/website';
import { useIsPhone } from '../../../ui/list-page/use-is-phone';
import { GridDiagram } from './GridDiagram';
import { diagramOf, type GridKind, gridChoices, isGridKind } from './section-logic';

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
  // The button pressed leaves with its step: focus goes to the new step's first button.
  const firstId = useId();
  useEffect(() => {
    if (!opened) return;
    const timer = setTimeout(() => document.getElementById(`${firstId}-${gridKind ?? 'kinds'}`)?.focus(), 0);
    return () => clearTimeout(timer);
  }, [opened, gridKind, firstId]);
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
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {gridKind ? (
        <Stack>
          <Group>
            <Button
              id={`${firstId}-${gridKind}`}
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
                  <GridDiagram slots={choice.slots} rows={diagramOf(gridKind, choice.grid)} />
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
                {KINDS.filter(([, k]) => k.group === group).map(([kind, { label }], i) => (
                  <UnstyledButton
                    key={kind}
                    id={group === GROUPS[0] && i === 0 ? `${firstId}-kinds` : undefined}
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
