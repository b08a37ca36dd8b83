import { Button, Image, Modal, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLibraryPhoto } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { PRODUCT_CALLS } from '@stallfront/shared/products';
import { callApi } from '../api/client';

interface MediaLibraryButtonProps {
  /** Images already chosen, shown as taken. */
  chosen: string[];
  onPick: (url: string) => void;
  disabled?: boolean;
}

/** The store's uploaded images to reuse (the Image Uploader; the server allows it on paid packages only). */
export function MediaLibraryButton({ chosen, onPick, disabled }: MediaLibraryButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const library = useQuery({
    queryKey: ['media', 'library'],
    queryFn: async () => (await callApi(PRODUCT_CALLS.mediaLibrary, undefined)).list,
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
      >
        Choose from library
      </Button>
      <Modal opened={opened} onClose={close} title="Image library" size="lg">
        {library.error && <Text c="red">{library.error.message}</Text>}
        {library.data?.length === 0 && <Text c="dimmed">Images you upload show here, ready to reuse.</Text>}
        <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs">
          {library.data?.map((item) => {
            const taken = chosen.includes(item.url);
            return (
              <UnstyledButton
                key={item._id}
                aria-label={taken ? 'Already added' : `Add image ${item.width}×${item.height}`}
                disabled={taken}
                onClick={() => {
                  onPick(item.url);
                  close();
                }}
                style={{ opacity: taken ? 0.4 : 1 }}
              >
                <Image src={item.url} alt="" h={90} fit="cover" radius="sm" fallbackSrc="/placeholder.svg" />
              </UnstyledButton>
            );
          })}
        </SimpleGrid>
      </Modal>
    </>
  );
}
