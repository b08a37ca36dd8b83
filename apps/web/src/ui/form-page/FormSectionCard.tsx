import { Paper, Stack, Text, Title } from '@mantine/core';
import type { FormSection } from './types';

export function FormSectionCard({ section }: { section: FormSection }) {
  const titleId = `${section.id}-title`;
  return (
    <Paper component="section" id={section.id} aria-labelledby={titleId} withBorder p="lg">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id={titleId}>
            {section.title}
          </Title>
          {section.description && (
            <Text size="sm" c="dimmed" mt={4}>
              {section.description}
            </Text>
          )}
        </div>
        {section.content}
      </Stack>
    </Paper>
  );
}
