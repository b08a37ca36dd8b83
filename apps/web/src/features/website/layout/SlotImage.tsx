import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { MEDIA_TYPES } from '@stallfront/shared/products';
import { type GridImageSize, LAYOUT_CALLS, sizeOf } from '@stallfront/shared/website';
import { sendForm } from '../../../api/upload';
import { MediaLibraryButton } from '../../../ui/MediaLibraryButton';
import { notifyError } from '../../../ui/notify';
import { withModals } from '../../../ui/overlays';
import classes from './HomeLayout.module.css';
import { asksToCrop, cropQuestion, sizeWords, slotLabel } from './section-logic';

interface SlotImageProps {
  /** The slot's place among its section's slots. */
  index: number;
  /** "Image", "Slide", "Tile": the slot's noun, its name "Image 1 (600 × 600)". */
  noun?: string;
  size: GridImageSize;
  value: string;
  onChange: (url: string) => void;
  error?: React.ReactNode;
  withLibrary: boolean;
  /** Its name over the picture; a slide's card says it already. */
  withTitle?: boolean;
}

/** Asks whether to crop an image of another shape to the slot's: "Crop to fit" or "Choose another". */
const agreesToCrop = (question: string) =>
  new Promise<boolean>((resolve) =>
    withModals((modals) =>
      modals.openConfirmModal({
        title: 'Crop this image?',
        children: <Text size="sm">{question}</Text>,
        labels: { confirm: 'Crop to fit', cancel: 'Choose another' },
        onConfirm: () => resolve(true),
        onCancel: () => resolve(false),
        onClose: () => resolve(false),
      }),
    ),
  );

/** Sends a file to the slot call, cut to the slot's size; with `crop`, cropped when its shape differs. */
function uploadToSlot(file: Blob, name: string, size: GridImageSize, crop: boolean, onProgress: (f: number) => void) {
  const form = new FormData();
  // The fields before the file: the server reads them as the file streams in.
  form.append('size', size);
  if (crop) form.append('crop', '1');
  form.append('file', file, name);
  return sendForm(LAYOUT_CALLS.image, form, onProgress);
}

/**
 * One image slot of a section at its size: upload from the device or pick from the library. An
 * image of another shape is cropped only with the merchant's consent, whichever way it came.
 */
export function SlotImage({
  index,
  noun = 'Image',
  size,
  value,
  onChange,
  error,
  withLibrary,
  withTitle = true,
}: SlotImageProps) {
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const label = slotLabel(index, size, noun);
  const { width, height } = sizeOf(size);
  // A banner's picture is drawn wider, or it would be a sliver.
  const thumb = { aspectRatio: `${width} / ${height}`, width: width / height > 2 ? 240 : 120 };

  const send = async (file: Blob, name: string) => {
    setProgress(0);
    try {
      try {
        onChange((await uploadToSlot(file, name, size, false, setProgress)).data.url);
      } catch (refused) {
        if (!asksToCrop(refused)) throw refused;
        if (!(await agreesToCrop(refused.message))) return;
        setProgress(0);
        onChange((await uploadToSlot(file, name, size, true, setProgress)).data.url);
      }
    } catch (failed) {
      notifyError(`${name}: ${failed instanceof Error ? failed.message : String(failed)}`);
    } finally {
      setProgress(null);
    }
  };

  const pick = async (url: string, picked: { width: number; height: number }) => {
    const question = cropQuestion(picked.width, picked.height, size);
    if (question === null) return onChange(url);
    if (!(await agreesToCrop(question))) return;
    setProgress(0);
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error('The library image could not be read.');
      const name = url.split('/').pop() || 'image';
      onChange((await uploadToSlot(await response.blob(), name, size, true, setProgress)).data.url);
    } catch (failed) {
      notifyError(failed instanceof Error ? failed.message : String(failed));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap={6}>
      {withTitle && (
        <Text size="sm" fw={500}>
          {noun} {index + 1}{' '}
          <Text span size="xs" c="dimmed">
            {sizeWords(size)}
          </Text>
        </Text>
      )}
      <Group align="flex-start" gap="sm">
        {value ? (
          <img src={value} alt="" className={classes.thumb} style={thumb} />
        ) : (
          <div className={classes.thumb} style={thumb} aria-hidden />
        )}
        <Stack gap={6}>
          <input
            id={inputId}
            className={classes.fileInput}
            type="file"
            accept={MEDIA_TYPES.join(',')}
            aria-label={label}
            disabled={progress !== null}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) void send(file, file.name);
            }}
          />
          <Button
            component="label"
            htmlFor={inputId}
            variant="light"
            size="xs"
            leftSection={<IconUpload size={14} />}
            aria-hidden
            tabIndex={-1}
          >
            {value ? 'Replace' : 'Upload'}
          </Button>
          {withLibrary && (
            <MediaLibraryButton
              chosen={value ? [value] : []}
              onPick={(url, picked) => void pick(url, picked)}
              name={`Choose ${noun.toLowerCase()} ${index + 1} from the library`}
              disabled={progress !== null}
            />
          )}
          {value && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} />}
              onClick={() => onChange('')}
              aria-label={`Remove ${noun.toLowerCase()} ${index + 1}`}
            >
              Remove
            </Button>
          )}
        </Stack>
      </Group>
      {progress !== null && <Progress value={progress * 100} size="sm" animated aria-label={`Uploading ${label}`} />}
      {error ? (
        <Text c="red" size="xs">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
