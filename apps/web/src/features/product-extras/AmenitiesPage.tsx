import { Autocomplete, type AutocompleteProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AMENITY_GLYPHS } from '@stallfront/shared/glyphs';
import { AMENITY, AMENITY_ICONS } from '@stallfront/shared/product-extras';
import { callApi } from '../../api/client';
import { ResourcePage } from '../../ui/resource-page';
import { IconGlyph, IconSelect } from './IconSelect';

/** Headings a listing's or a salon's amenities usually go under, offered beside the store's own. */
const USUAL_GROUPS = ['Inside', 'Building', 'Outdoors', 'Nearby', 'Services'];

/** The group field, suggesting the groups the store already uses so the shop's headings stay few. */
function GroupInput(props: AutocompleteProps) {
  const { data } = useQuery({
    queryKey: [AMENITY.plural, 'groups'],
    queryFn: ({ signal }) => callApi(AMENITY.calls.list, { limit: 100 }, { signal }),
  });
  const groups = new Set([...(data?.list ?? []).map((amenity) => amenity.group), ...USUAL_GROUPS]);
  return <Autocomplete data={[...groups]} {...props} />;
}

/** /product-extras/amenities: what a listing or a service's place offers, grouped under headings, on chosen listings. */
export default function AmenitiesPage() {
  return (
    <ResourcePage<typeof AMENITY>
      resource={AMENITY}
      title="Amenities"
      preview={{ header: 'Icon', cell: (amenity) => <IconGlyph glyphs={AMENITY_GLYPHS} icon={amenity.icon} /> }}
      summary={(amenity) => amenity.group}
      blank={{ icon: 'wifi', group: '' }}
      fields={(form) => (
        <>
          <IconSelect
            label="Icon"
            glyphs={AMENITY_GLYPHS}
            names={AMENITY_ICONS}
            searchable
            {...form.getInputProps('icon')}
          />
          <GroupInput
            label="Group"
            description="The heading the shop lists it under, such as Inside or Outdoors"
            required
            maxLength={40}
            {...form.getInputProps('group')}
          />
        </>
      )}
      emptyState={{
        title: 'No amenities yet',
        message: 'Say what a place offers (parking, Wi-Fi, a garden) once, and list it on every listing that has it.',
      }}
    />
  );
}
