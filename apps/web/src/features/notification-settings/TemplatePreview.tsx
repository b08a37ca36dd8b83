import { Code, Collapse, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { renderTemplate, SAMPLE_TEMPLATE_VALUES, TEMPLATE_PLACEHOLDERS } from '@stallfront/shared/store';

/** A template's mail as a sample order fills it, shown on demand. */
export function TemplatePreview({ subject, body }: { subject: string; body: string }) {
  const [opened, { toggle }] = useDisclosure(false);
  return (
    <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
      <UnstyledButton onClick={toggle} aria-expanded={opened}>
        <Text size="sm" c="blue">
          {opened ? 'Hide the preview' : 'Preview with a sample order'}
        </Text>
      </UnstyledButton>
      <Collapse expanded={opened}>
        <Paper withBorder p="sm" bg="gray.0">
          <Text size="sm" fw={600}>
            {renderTemplate(subject, SAMPLE_TEMPLATE_VALUES)}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} mt="xs">
            {renderTemplate(body, SAMPLE_TEMPLATE_VALUES)}
          </Text>
        </Paper>
      </Collapse>
    </Stack>
  );
}

/** The placeholders a template may name. */
export function PlaceholderHelp() {
  return (
    <Stack gap={4} mt="sm">
      <Text fw={600} size="sm">
        Placeholders
      </Text>
      {Object.entries(TEMPLATE_PLACEHOLDERS).map(([name, meaning]) => (
        <Text key={name} size="xs">
          <Code>{`{{${name}}}`}</Code> {meaning}
        </Text>
      ))}
    </Stack>
  );
}
