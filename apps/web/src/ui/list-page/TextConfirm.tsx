import { Button, Group, type MantineColor, Stack, Textarea, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import type { ConfirmInput } from './types';

interface TextConfirmProps {
  message: ReactNode;
  input: ConfirmInput;
  confirmLabel: string;
  color?: MantineColor;
  onCancel: () => void;
  onConfirm: (text: string) => void;
}

/** A confirmation that also asks for a value (a reason, a new name, a choice); it cannot be confirmed empty. */
export function TextConfirm({ message, input, confirmLabel, color, onCancel, onConfirm }: TextConfirmProps) {
  const [text, setText] = useState(input.initial ?? '');
  const empty = text.trim() === '';
  const Field = input.oneLine ? TextInput : Textarea;
  const Custom = input.field;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!empty) onConfirm(text.trim());
      }}
    >
      <Stack>
        {message}
        {Custom ? (
          <Custom label={input.label} value={text} onChange={setText} />
        ) : (
          <Field
            label={input.label}
            required
            rows={input.oneLine ? undefined : 3}
            maxLength={input.maxLength}
            data-autofocus
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" color={color} disabled={empty}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
