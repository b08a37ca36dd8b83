import { Stack, Textarea } from '@mantine/core';
import { BLOG_CATEGORY } from '@stallfront/shared/blogs';
import { ResourcePage } from '../../ui/resource-page';
import { SlugInput } from '../../ui/resource-page/SlugInput';

const BLANK = { slug: '', description: '' };

/** The blog's categories: each post may have one, and the shop lists a category's posts at /blog/category/{slug}. */
export function BlogCategoriesTab() {
  return (
    <ResourcePage
      resource={BLOG_CATEGORY}
      title="Blog categories"
      summary={(category) => `/blog/category/${category.slug}`}
      blank={BLANK}
      fields={(form) => (
        <Stack>
          <SlugInput form={form} prefix="/blog/category/" noun="category" />
          <Textarea
            label="Description"
            description="A line under the category's name in the shop, and its page's description for search engines."
            autosize
            minRows={2}
            maxLength={300}
            {...form.getInputProps('description')}
          />
        </Stack>
      )}
      emptyState={{
        title: 'No categories yet',
        message:
          'Group your posts as a magazine does: care guides, style notes, stories of your makers. Shoppers can read a category’s posts on its own page.',
      }}
    />
  );
}
