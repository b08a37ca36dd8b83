import { Stack, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { BlogCategoriesTab } from './BlogCategoriesTab';
import { BlogCommentsTab } from './BlogCommentsTab';

/** /setting/advanced-blogs: the shoppers' comments to moderate, and the blog's categories. */
export default function AdvancedBlogsPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'categories' ? 'categories' : 'comments';
  const choose = (value: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === 'categories') next.set('tab', value);
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );
  // Only the open tab is drawn: each has the page's one heading.
  return (
    <Stack gap="md">
      <Tabs value={tab} onChange={choose} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="comments">Comments</Tabs.Tab>
          <Tabs.Tab value="categories">Categories</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="comments" pt="md">
          <BlogCommentsTab />
        </Tabs.Panel>
        <Tabs.Panel value="categories" pt="md">
          <BlogCategoriesTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
