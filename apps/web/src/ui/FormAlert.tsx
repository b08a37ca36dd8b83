import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A refusal of the whole form (a wrong password), said under the form where the eye already is. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" p="sm">
      {message}
    </Alert>
  );
}
