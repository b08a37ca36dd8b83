import { AspectRatio, Image, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { type GalleryImage, MEDIA_GALLERY_CALLS } from '@stallfront/shared/products';
import { countOf, MEDIA_EDIT_ACCESS } from '@stallfront/shared/rules';
import { callApi } from '../../api/client';
import { useMayCall } from '../../app/session/use-may-call';
import { type BulkAction, ListPage } from '../../ui/list-page';
import { useIsPhone } from '../../ui/list-page/use-is-phone';
import { Drawer } from '../../ui/overlays';
import { GalleryImageForm } from './gallery/GalleryImageForm';
import {
  type GalleryFilter,
  type GallerySort,
  galleryColumns,
  galleryFilters,
  gallerySorts,
  sizeText,
  usesText,
} from './gallery/gallery-list';
import { UploadImagesButton } from './gallery/UploadImagesButton';

const remove: BulkAction = {
  label: 'Delete',
  color: 'red',
  icon: <IconTrash size={16} />,
  confirm: {
    title: 'Delete images?',
    message: (n) => `${countOf(n, 'image')} and ${n === 1 ? 'its file' : 'their files'} will be deleted for good.`,
    confirmLabel: 'Delete',
  },
  // The server refuses an image still shown and says where: the refusal is the toast.
  run: async (ids) => (await callApi(MEDIA_GALLERY_CALLS.remove, { ids })).message,
};

/** A picture in the grid, its name, its size and where it shows. */
function ImageCard({ image }: { image: GalleryImage }) {
  return (
    <Stack gap={4}>
      <AspectRatio ratio={1}>
        <Image src={image.url} alt="" fit="contain" bg="gray.0" radius="sm" loading="lazy" />
      </AspectRatio>
      <Text size="sm" fw={500} lineClamp={1} title={image.name}>
        {image.name}
      </Text>
      <Text size="xs" c="dimmed" lineClamp={1}>
        {sizeText(image)}
      </Text>
      <Text size="xs" c={usesText(image) === 'Not used' ? 'orange.8' : 'dimmed'}>
        {usesText(image)}
      </Text>
    </Stack>
  );
}

/**
 * The store's one library of uploaded images, found by name or tag, the unused ones cleared out:
 * the product extras' image gallery and the website's site gallery are two doors to it.
 */
export function MediaGallery({ title, emptyMessage }: { title: string; emptyMessage: string }) {
  const [open, setOpen] = useState<GalleryImage | null>(null);
  const mayEdit = useMayCall(MEDIA_EDIT_ACCESS);
  const isPhone = useIsPhone();
  const { data: tags } = useQuery({
    queryKey: ['media', 'tags', 'names'],
    queryFn: ({ signal }) => callApi(MEDIA_GALLERY_CALLS.tags, undefined, { signal }),
  });
  return (
    <>
      <ListPage<GalleryImage, GallerySort, GalleryFilter>
        title={title}
        layout="grid"
        queryKey={['media', 'gallery']}
        fetchPage={(request, signal) => callApi(MEDIA_GALLERY_CALLS.list, request, { signal })}
        fetchCount={(params, signal) => callApi(MEDIA_GALLERY_CALLS.count, params, { signal })}
        countLabel={(n) => countOf(n, 'image')}
        rowKey={(image) => image._id}
        rowLabel={(image) => image.name}
        columns={galleryColumns}
        sorts={gallerySorts}
        defaultSort={{ sort: 'created', direction: 'desc' }}
        filters={galleryFilters}
        searchPlaceholder="Search by name or tag"
        primaryAction={{ element: <UploadImagesButton /> }}
        bulkActions={mayEdit ? [remove] : []}
        rowActions={mayEdit ? [{ ...remove, run: (image) => remove.run([image._id]) }] : []}
        onRowClick={setOpen}
        emptyState={{
          title: 'No images yet',
          message: emptyMessage,
        }}
        mobileCard={(image) => <ImageCard image={image} />}
      />
      <Drawer
        opened={open !== null}
        onClose={() => setOpen(null)}
        position="right"
        size={isPhone ? '100%' : 'md'}
        title={open?.name ?? 'Image'}
      >
        {open && (
          <GalleryImageForm
            key={open._id}
            image={open}
            mayEdit={mayEdit}
            tags={tags?.list ?? []}
            onDone={() => setOpen(null)}
          />
        )}
      </Drawer>
    </>
  );
}

/** /product-extras/image-gallery. */
export default function ImageGalleryPage() {
  return (
    <MediaGallery
      title="Image gallery"
      emptyMessage="Upload pictures once and use them on any product or catalog; they all gather here."
    />
  );
}
