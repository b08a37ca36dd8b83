import { Button, Grid, Group, Stack, Title } from '@mantine/core';
import { useHotkeys, useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DESKTOP_QUERY } from '../breakpoints';
import { FormSectionCard } from './FormSectionCard';
import { LeaveGuard } from '../LeaveGuard';
import { SaveBar } from './SaveBar';
import type { FormPageProps } from './types';
import { useFormSubmit } from './use-form-submit';

/**
 * A form screen from a @mantine/form form: sections in cards (with an optional side column), a
 * save bar while something changed, Ctrl/Cmd+S, server errors on their fields and a warning
 * before leaving unsaved changes.
 */
export function FormPage<Values, Transformed = Values>({
  form,
  title,
  backTo,
  backLabel = 'Back',
  onSubmit,
  sections,
  aside,
  headerActions,
  notice,
  saveLabel = 'Save',
  isNew = false,
}: FormPageProps<Values, Transformed>) {
  const { submit, isSaving } = useFormSubmit(form, onSubmit);
  const dirty = form.isDirty();
  const isDesktop = useMediaQuery(DESKTOP_QUERY, true);
  // Works from inside inputs and rich-text editors too: that is where people press it.
  useHotkeys(
    [
      [
        'mod+S',
        () => {
          if (form.isDirty() && !form.submitting) submit();
        },
      ],
    ],
    [],
    true,
  );

  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      {/* Room at the end, so the save bar never covers the last field. */}
      <Stack gap="lg" pb={dirty || isNew ? 96 : 0}>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={4}>
            {/* Below desktop width the store layout's sub-header has the back arrow already. */}
            {backTo && isDesktop && (
              <Button
                component={Link}
                to={backTo}
                variant="subtle"
                size="compact-sm"
                leftSection={<IconArrowLeft size={16} />}
                w="fit-content"
                px={4}
              >
                {backLabel}
              </Button>
            )}
            <Title order={1} size="h2">
              {title}
            </Title>
          </Stack>
          {headerActions && <Group gap="sm">{headerActions}</Group>}
        </Group>
        {notice}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: aside ? 8 : 12 }}>
            <Stack gap="lg">
              {sections.map((section) => (
                <FormSectionCard key={section.id} section={section} />
              ))}
            </Stack>
          </Grid.Col>
          {aside && <Grid.Col span={{ base: 12, md: 4 }}>{aside}</Grid.Col>}
        </Grid>
      </Stack>
      {(dirty || isNew) && (
        <SaveBar saving={form.submitting} dirty={dirty} onDiscard={form.reset} saveLabel={saveLabel} />
      )}
      <LeaveGuard dirty={dirty} shouldBlock={() => !isSaving() && form.isDirty()} />
    </form>
  );
}
