import { Avatar, Badge, Button } from '@mantine/core';
import { IconCategory } from '@tabler/icons-react';
import type { Catalog } from '@stallfront/shared/catalogs';

export function CatalogThumb({ catalog, size = 40 }: { catalog: Catalog; size?: number }) {
  return (
    <Avatar src={catalog.image} alt="" radius="sm" size={size} color="gray">
      <IconCategory size={size / 2} aria-hidden />
    </Avatar>
  );
}

export const CatalogStatusBadge = ({ status }: { status: Catalog['status'] }) => (
  <Badge color={status === 'active' ? 'teal' : 'gray'} variant="dot">
    {status === 'active' ? 'Active' : 'Hidden'}
  </Badge>
);

/** The table's and the phone cards' Edit button, named for screen readers. */
export const EditCatalogButton = ({ catalog, onEdit }: { catalog: Catalog; onEdit: (catalog: Catalog) => void }) => (
  <Button size="compact-sm" variant="default" onClick={() => onEdit(catalog)} aria-label={`Edit ${catalog.name}`}>
    Edit
  </Button>
);
