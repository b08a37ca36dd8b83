import { Button, Group, Image, Modal, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { IconPhotoUp } from '@tabler/icons-react';
import { AD_ORDER_CALLS, type AdOrder } from '@stallfront/shared/ads';
import { MEDIA_MAX_BYTES, MEDIA_TYPES } from '@stallfront/shared/products';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../api/client';
import { sendForm } from '../../api/upload';
import { notifyError, notifySuccess } from '../../ui/notify';
import { adKeys } from './ad-queries';

/**
 * The ad's own picture: the shop shows it in the slot instead of the product's first picture.
 * JPEG, PNG or WebP up to 5 MB (checked again on the server).
 */
export function AdImageModal({ order, onClose }: { order: AdOrder; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [current, setCurrent] = useState(order.image_url);
  const done = async (data: AdOrder, message: string) => {
    setCurrent(data.image_url);
    await queryClient.invalidateQueries({ queryKey: adKeys.orders() });
    notifySuccess(message);
  };
  const onDrop = async ([file]: File[]) => {
    if (!file) return;
    const form = new FormData();
    form.append('_id', order._id);
    form.append('file', file, file.name);
    setProgress(0);
    try {
      const { data } = await sendForm(AD_ORDER_CALLS.image, form, setProgress);
      await done(data, `“${order.title}” shows your picture now.`);
    } catch (error) {
      notifyError(error instanceof Error ? error.message : String(error));
    } finally {
      setProgress(null);
    }
  };
  const clear = async () => {
    try {
      const { data } = await callApi(AD_ORDER_CALLS.clearImage, { _id: order._id });
      await done(data, `“${order.title}” shows its product’s picture again.`);
    } catch (error) {
      notifyError(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <Modal opened onClose={onClose} title={`Picture of “${order.title}”`}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Without a picture of its own, the ad shows {order.product_name}’s first picture. Fit it to the slot’s size.
        </Text>
        {current ? <Image src={current} alt={`Picture of ${order.title}`} radius="sm" mah={220} fit="contain" /> : null}
        {progress !== null ? (
          <Progress value={progress * 100} size="sm" aria-label="Uploading the picture" animated />
        ) : null}
        <Dropzone
          onDrop={onDrop}
          onReject={() => notifyError('JPEG, PNG or WebP up to 5 MB only')}
          maxSize={MEDIA_MAX_BYTES}
          accept={[...MEDIA_TYPES]}
          multiple={false}
          disabled={progress !== null}
          aria-label="Upload the ad's picture"
        >
          <Group justify="center" gap="sm" mih={70} style={{ pointerEvents: 'none' }}>
            <IconPhotoUp size={28} stroke={1.5} />
            <Text size="sm">
              {current ? 'Drop another picture, or click to choose' : 'Drop a picture, or click to choose'}
            </Text>
          </Group>
        </Dropzone>
        <Group justify="flex-end">
          {current ? (
            <Button variant="subtle" color="red" onClick={clear}>
              Use the product’s picture
            </Button>
          ) : null}
          <Button variant="default" onClick={onClose}>
            Done
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
