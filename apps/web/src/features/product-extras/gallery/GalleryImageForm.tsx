import { routeNamed } from '@stallfront/shared/routes';
import { Anchor, Button, Group, Image, List, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { Link } from 'react-router';
import { type GalleryImage, MEDIA_GALLERY_CALLS, mediaUpdateBody } from '@stallfront/shared/products';
import { callApi } from '../../../api/client';
import { showCallError } from '../../../ui/form-errors';
import { notifySuccess } from '../../../ui/notify';
import { sizeText } from './gallery-list';

const formSchema = mediaUpdateBody.omit({ _id: true });

/** Where the image shows, each a link to its product or catalog. */
function ShownOn({ image }: { image: GalleryImage }) {
  const { data } = useQuery({
    queryKey: ['media', 'uses', image._id],
    queryFn: ({ signal }) => callApi(MEDIA_GALLERY_CALLS.uses, { id: image._id }, { signal }),
  });
  if (!data) return <Text size="sm">Looking for where it shows…</Text>;
  const { products, catalogs, colours, website, ads } = data.data;
  if (products.length + catalogs.length + colours.length + website.length + ads.length === 0) {
    return <Text size="sm">Not shown anywhere: you can delete it.</Text>;
  }
  return (
    <List size="sm" spacing={2} aria-label="Shown on">
      {products.map((product) => (
        <List.Item key={product._id}>
          <Anchor component={Link} to={`/product-sections/products/${product._id}`}>
            {product.name}
          </Anchor>
        </List.Item>
      ))}
      {catalogs.map((catalog) => (
        <List.Item key={catalog._id}>
          {catalog.name}{' '}
          <Text span c="dimmed" size="xs">
            (catalog)
          </Text>
        </List.Item>
      ))}
      {colours.map((colour) => (
        <List.Item key={colour._id}>
          {colour.name}{' '}
          <Text span c="dimmed" size="xs">
            (variant colour swatch)
          </Text>
        </List.Item>
      ))}
      {ads.map((ad) => (
        <List.Item key={ad._id}>
          {ad.name}{' '}
          <Text span c="dimmed" size="xs">
            (vendor ad)
          </Text>
        </List.Item>
      ))}
      {website.map((setting) => (
        <List.Item key={setting._id}>
          <Anchor component={Link} to={routeNamed(setting._id).path}>
            The {setting.name}
          </Anchor>
        </List.Item>
      ))}
    </List>
  );
}

/** One image: its picture, where it shows, and its name and tags to find it by. */
export function GalleryImageForm({
  image,
  mayEdit,
  tags,
  onDone,
}: {
  image: GalleryImage;
  mayEdit: boolean;
  tags: string[];
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: image.name, tags: image.tags },
    validate: zod4Resolver(formSchema),
  });
  const save = useMutation({
    mutationFn: (values: { name: string; tags: string[] }) =>
      callApi(MEDIA_GALLERY_CALLS.update, { _id: image._id, ...values }),
    onSuccess: async ({ data }) => {
      notifySuccess(`“${data.name}” saved.`);
      await queryClient.invalidateQueries({ queryKey: ['media'] });
      onDone();
    },
    onError: (error) => showCallError(form, error),
  });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate aria-label="Image">
      <Stack>
        <Image src={image.url} alt={image.name} radius="sm" mah={320} fit="contain" bg="gray.0" />
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {sizeText(image)}
          </Text>
          <Anchor href={image.url} target="_blank" rel="noreferrer" size="sm">
            Open full size
          </Anchor>
        </Group>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Shown on
          </Text>
          <ShownOn image={image} />
        </Stack>
        <TextInput label="Name" required readOnly={!mayEdit} maxLength={200} {...form.getInputProps('name')} />
        <TagsInput
          label="Tags"
          description="Words to find it by in the gallery, such as lookbook or summer"
          data={tags}
          maxTags={20}
          readOnly={!mayEdit}
          clearable
          {...form.getInputProps('tags')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {mayEdit ? 'Cancel' : 'Close'}
          </Button>
          {mayEdit && (
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
