import { Button, Image, Modal, SegmentedControl, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLibraryPhoto } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MEDIA_CALLS } from '@stallfront/shared/products';
import { callApi } from '../api/client';
import { dayOf } from './dates';

interface MediaLibraryButtonProps {
  /** Images already chosen, shown as taken. */
  chosen: string[];
  /** The picked image's address, with its size for a slot that wants a shape. */
  onPick: (url: string, size: { width: number; height: number }) => void;
  disabled?: boolean;
  /** The button's accessible name where several slots each have one: "Choose image 2 from the library". */
  name?: string;
}

/** The store's uploaded images to reuse (the Image Uploader; the server allows it on paid packages only). */
export function MediaLibraryButton({ chosen, onPick, disabled, name }: MediaLibraryButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const [show, setShow] = useState<'all' | 'unused'>('all');
  const library = useQuery({
    queryKey: ['media', 'library', show],
    queryFn: async () => (await callApi(MEDIA_CALLS.library, { unused: show === 'unused' ? 'true' : 'false' })).list,
    enabled: opened,
  });
  return (
    <>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconLibraryPhoto size={14} />}
        onClick={open}
        disabled={disabled}
        aria-label={name}
      >
        Choose from library
      </Button>
      <Modal opened={opened} onClose={close} title="Image library" size="lg">
        <SegmentedControl
          mb="sm"
          value={show}
          onChange={(value) => setShow(value as typeof show)}
          data={[
            { value: 'all', label: 'All' },
            { value: 'unused', label: 'Unused' },
          ]}
          aria-label="Which images"
        />
        {library.error && <Text c="red">{library.error.message}</Text>}
        {library.data?.length === 0 && (
          <Text c="dimmed">
            {show === 'unused'
              ? 'Every image is on a product, variant or catalog.'
              : 'Images you upload show here, ready to reuse.'}
          </Text>
        )}
        <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs">
          {library.data?.map((item) => {
            const taken = chosen.includes(item.url);
            return (
              <UnstyledButton
                key={item._id}
                aria-label={
                  taken
                    ? `${item.name || 'Image'}, already added`
                    : `Add image ${item.name || `${item.width}×${item.height}`}`
                }
                disabled={taken}
                onClick={() => {
                  onPick(item.url, { width: item.width, height: item.height });
                  close();
                }}
                style={{ opacity: taken ? 0.4 : 1 }}
              >
                <Stack gap={2}>
                  <Image src={item.url} alt="" h={90} fit="cover" radius="sm" fallbackSrc="/placeholder.svg" />
                  <Text size="xs" lineClamp={1} title={item.name}>
                    {item.name || 'Untitled'}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {dayOf(item.created_on)}
                  </Text>
                </Stack>
              </UnstyledButton>
            );
          })}
        </SimpleGrid>
      </Modal>
    </>
  );
}
