import { Textarea } from '@mantine/core';
import { FAQ } from '@stallfront/shared/product-extras';
import { ResourcePage } from '../../ui/resource-page';

/** /product-extras/faq: questions answered once and shown, as an FAQ, on the products and catalogs they are attached to. */
export default function FaqPage() {
  return (
    <ResourcePage
      resource={FAQ}
      title="FAQ"
      summary={(faq) => faq.answer}
      blank={{ answer: '' }}
      fields={(form) => (
        <Textarea
          label="Answer"
          description="Shown under the question on the product's page, and given to search engines as its FAQ"
          required
          autosize
          minRows={3}
          maxRows={10}
          maxLength={2000}
          {...form.getInputProps('answer')}
        />
      )}
      emptyState={{
        title: 'No questions yet',
        message:
          'Answer what shoppers ask before they buy (sizing, returns, delivery) once, and show it on many products and catalogs.',
      }}
    />
  );
}
