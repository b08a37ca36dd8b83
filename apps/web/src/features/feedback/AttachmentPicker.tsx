import { ActionIcon, Button, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { FEEDBACK_IMAGE_TYPES, feedbackImageProblem } from '@stallfront/shared/panels';
import { FEEDBACK_MAX_IMAGES } from '@stallfront/shared/rules';
import { notifyRefusal } from '../../ui/notify';

interface AttachmentPickerProps {
  files: File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
}

/** Up to five JPEG or PNG images, each shown small with a button to remove it before sending. */
export function AttachmentPicker({ files, onChange, disabled }: AttachmentPickerProps) {
  const previews = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );
  const add = (picked: File[]) => {
    const kept = [...files];
    for (const file of picked) {
      const problem = feedbackImageProblem(file, kept.length);
      if (problem) notifyRefusal(`${file.name}: ${problem}`);
      else kept.push(file);
    }
    onChange(kept);
  };
  const full = files.length >= FEEDBACK_MAX_IMAGES;
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <FileButton onChange={add} accept={FEEDBACK_IMAGE_TYPES.join(',')} multiple disabled={disabled || full}>
          {(props) => (
            <Button {...props} variant="default" size="xs" leftSection={<IconPaperclip size={16} aria-hidden />}>
              Attach images
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {files.length} of {FEEDBACK_MAX_IMAGES}, JPEG or PNG
        </Text>
      </Group>
      {files.length > 0 && (
        <Group gap="xs">
          {files.map((file, i) => (
            <Paper key={previews[i]} withBorder radius="sm" pos="relative" w={72} h={72} style={{ overflow: 'hidden' }}>
              <Image src={previews[i]} alt={file.name} w={72} h={72} fit="cover" />
              <ActionIcon
                pos="absolute"
                top={2}
                right={2}
                size="sm"
                color="dark"
                variant="filled"
                aria-label={`Remove ${file.name}`}
                disabled={disabled}
                onClick={() => onChange(files.filter((_, j) => j !== i))}
              >
                <IconX size={12} aria-hidden />
              </ActionIcon>
            </Paper>
          ))}
        </Group>
      )}
    </Stack>
  );
}
