import { Group, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { IconPhotoUp } from '@tabler/icons-react';
import { useState } from 'react';
import { MEDIA_CALLS, MEDIA_MAX_BYTES, MEDIA_TYPES } from '@stallfront/shared/products';
import { uploadFile } from '../api/upload';
import { MediaLibraryButton } from './MediaLibraryButton';
import { notifyError } from './notify';
import { SortableImages, type SortableImage } from './SortableImages';

interface ImageUploaderProps {
  label: string;
  images: SortableImage[];
  onChange: (images: SortableImage[]) => void;
  max: number;
  disabled?: boolean;
  /** Offers the store's image library (paid packages). */
  withLibrary?: boolean;
}

interface Uploading {
  name: string;
  progress: number;
}

/** Upload images from the device with progress, then reorder by dragging. Checked again on the server. */
export function ImageUploader({ label, images, onChange, max, disabled, withLibrary }: ImageUploaderProps) {
  const [uploading, setUploading] = useState<Uploading[]>([]);
  const room = max - images.length - uploading.length;

  const onDrop = async (files: File[]) => {
    const accepted = files.slice(0, Math.max(0, room));
    if (files.length > accepted.length)
      notifyError(`At most ${max} images; ${files.length - accepted.length} not added.`);
    let current = images;
    await Promise.all(
      accepted.map(async (file) => {
        setUploading((u) => [...u, { name: file.name, progress: 0 }]);
        try {
          const { data } = await uploadFile(MEDIA_CALLS.upload, file, file.name, (progress) =>
            setUploading((u) => u.map((x) => (x.name === file.name ? { ...x, progress } : x))),
          );
          current = [...current, { url: data.url, alt: '' }];
          onChange(current);
        } catch (error) {
          notifyError(`${file.name}: ${error instanceof Error ? error.message : String(error)}`);
        } finally {
          setUploading((u) => u.filter((x) => x.name !== file.name));
        }
      }),
    );
  };
  const onReject = (rejections: FileRejection[]) =>
    notifyError(rejections.map((r) => `${r.file.name}: JPEG, PNG or WebP up to 5 MB only`).join('\n'));

  return (
    <Stack gap="sm">
      <Text size="sm" fw={500}>
        {label}{' '}
        <Text span c="dimmed" size="xs">
          {images.length} of {max}
        </Text>
      </Text>
      {images.length > 0 && <SortableImages images={images} onChange={onChange} disabled={disabled} />}
      {uploading.map((u) => (
        <div key={u.name}>
          <Text size="xs">{u.name}</Text>
          <Progress value={u.progress * 100} size="sm" aria-label={`Uploading ${u.name}`} animated />
        </div>
      ))}
      {room > 0 && !disabled && withLibrary && (
        <MediaLibraryButton
          chosen={images.map((i) => i.url)}
          onPick={(url) => onChange([...images, { url, alt: '' }])}
        />
      )}
      {room > 0 && !disabled && (
        <Dropzone onDrop={onDrop} onReject={onReject} maxSize={MEDIA_MAX_BYTES} accept={[...MEDIA_TYPES]} multiple>
          <Group justify="center" gap="sm" mih={70} style={{ pointerEvents: 'none' }}>
            <IconPhotoUp size={28} aria-hidden />
            <div>
              <Text size="sm">Drop images here or click to choose</Text>
              <Text size="xs" c="dimmed">
                JPEG, PNG or WebP, up to 5 MB each
              </Text>
            </div>
          </Group>
        </Dropzone>
      )}
    </Stack>
  );
}
