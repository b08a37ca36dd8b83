import { Box, Group, Stack, Text } from '@mantine/core';
import { CellText } from './CellText';
import { StatusBadge, type StatusLook } from './StatusBadge';

export interface TwoLines {
  primary: string;
  secondary: string;
}

/** A wide column's two lines: the row's name, and a dimmed detail under it (an email, a body), each cut to one line. */
export function TwoLineCell({ primary, secondary }: TwoLines) {
  return (
    <Stack gap={0} miw={0}>
      <CellText size="sm" fw={500}>
        {primary}
      </CellText>
      <CellText size="xs" c="dimmed">
        {secondary}
      </CellText>
    </Stack>
  );
}

/** A person as a list names them: the name, and how to reach them (an email or a phone). */
export interface Contact {
  name?: string | null;
  contact: string;
}

/** A person's name over their email or phone; the email or phone alone when the name is not known. */
export function ContactCell({ name, contact }: Contact) {
  return name ? <TwoLineCell primary={name} secondary={contact} /> : <CellText size="sm">{contact}</CellText>;
}

/** The parts there are, on one line between middle dots: "Asha Rao · asha@example.com · Rao Traders". */
export const joinDetails = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/** A phone card's usual shape: a title beside its status badge, and a dimmed line of details under them. */
export function StatusCard<Status extends string>({
  title,
  status,
  look,
  details,
}: {
  title: string;
  status: Status;
  look: StatusLook<Status>;
  details: string;
}) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} truncate style={{ minWidth: 0 }}>
          {title}
        </Text>
        <Box style={{ flexShrink: 0 }}>
          <StatusBadge status={status} look={look} />
        </Box>
      </Group>
      <Text size="xs" c="dimmed">
        {details}
      </Text>
    </Stack>
  );
}
