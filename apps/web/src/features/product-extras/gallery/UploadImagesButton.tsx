import { Button, FileButton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { MEDIA_CALLS, MEDIA_TYPES } from '@stallfront/shared/products';
import { countOf } from '@stallfront/shared/rules';
import { ApiError } from '../../../api/api-error';
import { uploadFile } from '../../../api/upload';
import { notifyRefusal, notifySuccess } from '../../../ui/notify';

/** Uploads the picked images one after another; a refused one (too big, not a picture) is named, the rest go on. */
export function UploadImagesButton() {
  const queryClient = useQueryClient();
  const [left, setLeft] = useState(0);
  const send = async (files: File[]) => {
    let sent = 0;
    setLeft(files.length);
    for (const file of files) {
      try {
        await uploadFile(MEDIA_CALLS.upload, file, file.name);
        sent += 1;
      } catch (error) {
        notifyRefusal(`${file.name}: ${error instanceof ApiError ? error.message : 'could not be sent'}`);
      }
      setLeft((n) => n - 1);
    }
    if (sent) notifySuccess(`${countOf(sent, 'image')} uploaded.`);
    await queryClient.invalidateQueries({ queryKey: ['media'] });
  };
  return (
    <FileButton onChange={(files) => void send(files)} accept={MEDIA_TYPES.join(',')} multiple>
      {(props) => (
        <Button {...props} leftSection={<IconUpload size={16} />} loading={left > 0}>
          Upload images
        </Button>
      )}
    </FileButton>
  );
}
