import { Group, Progress, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { notifyError } from '../../ui/notify';

interface CsvDropzoneProps {
  onFile: (file: File) => void;
  /** A file was refused here (not CSV, too large): what an earlier file got wrong no longer applies. */
  onRejected: () => void;
  maxBytes: number;
  /** Upload progress 0..1 while a file goes up; null when idle. */
  progress: number | null;
  hint: string;
}

/** One CSV file by drop or click, with the upload's progress. */
export function CsvDropzone({ onFile, onRejected, maxBytes, progress, hint }: CsvDropzoneProps) {
  return (
    <>
      <Dropzone
        onDrop={([file]) => file && onFile(file)}
        onReject={([rejection]) => {
          if (!rejection) return;
          onRejected();
          const tooBig = rejection.file.size > maxBytes;
          notifyError(
            `${rejection.file.name}: ${tooBig ? `larger than ${Math.round(maxBytes / 1048576)} MB` : 'not a CSV file'}.`,
          );
        }}
        maxSize={maxBytes}
        maxFiles={1}
        multiple={false}
        accept={{ 'text/csv': ['.csv'], 'application/vnd.ms-excel': ['.csv'] }}
        loading={progress !== null}
      >
        <Group justify="center" gap="sm" mih={90} style={{ pointerEvents: 'none' }}>
          <IconFileSpreadsheet size={32} aria-hidden />
          <div>
            <Text>Drop a CSV file here or click to choose</Text>
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {progress !== null && <Progress value={progress * 100} aria-label="Upload progress" animated mt="xs" />}
    </>
  );
}
