import { Textarea } from '@mantine/core';
import { FOOTNOTE } from '@stallfront/shared/product-extras';
import { ResourcePage } from '../../ui/resource-page';

/** /product-extras/footnote: notes written once and shown under the products and catalogs they are attached to. */
export default function FootnotesPage() {
  return (
    <ResourcePage
      resource={FOOTNOTE}
      title="Footnotes"
      summary={(footnote) => footnote.text}
      blank={{ text: '' }}
      fields={(form) => (
        <Textarea
          label="Note"
          description="Shown under the product's description in the shop"
          required
          autosize
          minRows={3}
          maxRows={10}
          maxLength={1000}
          {...form.getInputProps('text')}
        />
      )}
      emptyState={{
        title: 'No footnotes yet',
        message:
          'Write a note once (care instructions, a delivery promise, a legal line) and show it under many products and catalogs.',
      }}
    />
  );
}
