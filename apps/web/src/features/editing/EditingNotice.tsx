import { Alert } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { editingSentence } from '@stallfront/shared/realtime';
import { useOtherEditors } from './use-other-editors';

/**
 * "Priya is editing this product" over a form that others of the store have open too. Saving after
 * them is refused by the server (the row's version), so this says why before it happens.
 */
export function EditingNotice({ subject, what }: { subject: string | null; what: string }) {
  const sentence = editingSentence(useOtherEditors(subject), what);
  if (!sentence) return null;
  return (
    <Alert color="yellow" icon={<IconUsers size={18} />} title={sentence} role="status">
      Save when they are done: a save made after theirs is refused so neither of you loses a change.
    </Alert>
  );
}
