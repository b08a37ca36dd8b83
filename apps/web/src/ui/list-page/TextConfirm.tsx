import { Button, Group, type MantineColor, Stack, Textarea } from '@mantine/core';
import { type ReactNode, useState } from 'react';

interface TextConfirmProps {
  message: ReactNode;
  input: { label: string; maxLength: number };
  confirmLabel: string;
  color?: MantineColor;
  onCancel: () => void;
  onConfirm: (text: string) => void;
}

/** A confirmation that also asks for a text (a reason); it cannot be confirmed empty. */
export function TextConfirm({ message, input, confirmLabel, color, onCancel, onConfirm }: TextConfirmProps) {
  const [text, setText] = useState('');
  const empty = text.trim() === '';
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!empty) onConfirm(text.trim());
      }}
    >
      <Stack>
        {message}
        <Textarea
          label={input.label}
          required
          rows={3}
          maxLength={input.maxLength}
          data-autofocus
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
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
