import { TabbedPage } from '../../ui/TabbedPage';
import { BlogCategoriesTab } from './BlogCategoriesTab';
import { BlogCommentsTab } from './BlogCommentsTab';

/** /setting/advanced-blogs: the shoppers' comments to moderate, and the blog's categories. */
export default function AdvancedBlogsPage() {
  return (
    <TabbedPage
      tabs={[
        { value: 'comments', label: 'Comments', content: <BlogCommentsTab /> },
        { value: 'categories', label: 'Categories', content: <BlogCategoriesTab /> },
      ]}
    />
  );
}
