import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../api/api-error';
import { notifyError } from '../notify';

const NAME_MAX = 60;

interface ViewNameModalProps {
  title: string;
  initialName?: string;
  submitLabel: string;
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** Asks for a view's name, for saving or renaming; a refused name (taken, too long) shows on the field. */
export function ViewNameModal({ title, initialName = '', submitLabel, onSubmit, onClose }: ViewNameModalProps) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!name.trim()) {
      setError('Name the view');
      return;
    }
    setBusy(true);
    try {
      await onSubmit(name.trim());
      onClose();
    } catch (failure) {
      if (failure instanceof ApiError && failure.field === 'name') setError(failure.fieldMessage ?? failure.message);
      else notifyError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={title}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <TextInput
            label="Name"
            placeholder="Low stock shirts"
            maxLength={NAME_MAX}
            data-autofocus
            value={name}
            error={error}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setError(null);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
