import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { checkedSection, LAYOUT_CALLS, type LayoutSection, SECTION_KINDS } from '@stallfront/shared/website';
import { callApi } from '../../../api/client';
import { showCallError } from '../../../ui/form-errors';
import { useIsPhone } from '../../../ui/list-page/use-is-phone';
import { notifySuccess } from '../../../ui/notify';
import { Drawer } from '../../../ui/overlays';
import { useLayoutChange } from './layout-queries';
import { SectionFields } from './SectionFields';
import { sectionError } from './section-logic';

/** What the form works on: a new section (no id yet) or a saved one, by its id. */
export interface SectionEdit {
  section: LayoutSection;
  /** The saved section's id; none for a new one. */
  id?: string;
  /** Its row's name, for the panel's title: "Product row 3". */
  name: string;
  /** A new section goes below the section with this id; at the end without one. */
  after?: string;
}

/** Saves a section: a new one is added where it was asked for; a multi-grid's grid and tiles go through their own call. */
function saveSection(edit: SectionEdit, values: LayoutSection) {
  const layout_id = 'home' as const;
  if (!edit.id) return callApi(LAYOUT_CALLS.add, { layout_id, section: values, after: edit.after ?? null });
  const section_id = edit.id;
  if (values.kind === 'multi_grid' && edit.section.kind === 'multi_grid') {
    const { grid, tiles, title } = values;
    return callApi(LAYOUT_CALLS.multiGrid, { layout_id, section_id, grid, tiles, title });
  }
  return callApi(LAYOUT_CALLS.update, { layout_id, section_id, section: { ...values, id: section_id } });
}

function SectionForm({ edit, onDone }: { edit: SectionEdit; onDone: () => void }) {
  const form = useForm<LayoutSection>({
    mode: 'controlled',
    initialValues: edit.section,
    validate: zod4Resolver(checkedSection),
  });
  const save = useLayoutChange((values: LayoutSection) => saveSection(edit, values));
  const label = SECTION_KINDS[edit.section.kind].label;
  return (
    <form
      noValidate
      aria-label={edit.id ? `Edit ${edit.name}` : `New ${label.toLowerCase()}`}
      onSubmit={form.onSubmit((values) =>
        save.mutate(values, {
          onSuccess: () => {
            notifySuccess(edit.id ? `${edit.name} saved.` : `${label} added.`);
            onDone();
          },
          onError: (error) => showCallError(form, sectionError(error)),
        }),
      )}
    >
      <Stack>
        <SectionFields form={form} />
        <Group justify="flex-end" pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)" style={{ zIndex: 2 }}>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {edit.id ? 'Save section' : `Add ${label.toLowerCase()}`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The section's form in a panel at the right on a desktop, the whole screen on a phone. */
export function SectionFormPanel({ edit, onClose }: { edit: SectionEdit | null; onClose: () => void }) {
  const isPhone = useIsPhone();
  const title = edit
    ? edit.id
      ? `Edit ${edit.name}`
      : `New ${SECTION_KINDS[edit.section.kind].label.toLowerCase()}`
    : '';
  return (
    <Drawer
      opened={edit !== null}
      onClose={onClose}
      position="right"
      title={title}
      size={isPhone ? '100%' : 'xl'}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {edit && <SectionForm key={edit.id ?? `new-${edit.section.kind}`} edit={edit} onDone={onClose} />}
    </Drawer>
  );
}
