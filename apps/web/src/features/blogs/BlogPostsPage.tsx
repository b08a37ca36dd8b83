import { Group, SegmentedControl, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { BLOG_POST, BLOG_POST_STATUSES, type BlogPost, blogPostState } from '@stallfront/shared/blogs';
import { calendarDayOf, PICKER_FORMAT } from '../../ui/dates';
import { statusColumn } from '../../ui/list-page/columns';
import { type OwnFields, ResourcePage } from '../../ui/resource-page';
import { SingleImageInput } from '../../ui/resource-page/SingleImageInput';
import { SeoInputs } from '../../ui/resource-page/SeoInputs';
import { SlugInput } from '../../ui/resource-page/SlugInput';
import { RichTextField } from '../../ui/RichTextField';
import { useMayOpen } from '../../app/session/use-may-open';
import { PostExtrasInputs } from './PostExtrasInputs';

type PostValues = OwnFields<BlogPost>;

const BLANK: PostValues = {
  slug: '',
  excerpt: '',
  body: '',
  cover: '',
  author: '',
  tags: [],
  status: 'draft',
  publish_on: null,
  seo_title: '',
  seo_description: '',
  category_id: null,
  product_ids: [],
};
const STATUS_LOOK = { labels: BLOG_POST_STATUSES, colors: { draft: 'gray', published: 'teal' } } as const;

/** The browser's day: the list's "scheduled" is a hint; the shop decides by the store's day. */
const today = () => new Date().toLocaleDateString('en-CA');

/** Where a post stands, with its day: "Draft", "Scheduled for Tue, Dec 1", "Published Nov 3". */
function stateLine(post: BlogPost): string {
  const state = blogPostState(post, today());
  if (state === 'draft') return 'Draft';
  const day = post.publish_on ?? post.created_on.slice(0, 10);
  return `${state === 'scheduled' ? 'Scheduled for' : 'Published'} ${calendarDayOf(day)}`;
}

/** /setting/blogs: the blog's posts, shown in the shop at /blog from their day on, with a feed and sitemap entries. */
export default function BlogPostsPage() {
  // The advanced blog's inputs show where the store has it; a post keeps what it had otherwise.
  const advanced = useMayOpen('advanced_blogs');
  return (
    <ResourcePage
      resource={BLOG_POST}
      title="Blog posts"
      wideForm
      summary={(post) => `${stateLine(post as BlogPost)} · /blog/${post.slug}`}
      columns={[statusColumn('status', 'Status', STATUS_LOOK)]}
      blank={BLANK}
      fields={(form) => (
        <Stack>
          <SlugInput form={form} prefix="/blog/" noun="post" />
          <Group grow align="flex-start">
            <SegmentedControl
              aria-label="Status"
              data={Object.entries(BLOG_POST_STATUSES).map(([value, label]) => ({ value, label }))}
              {...form.getInputProps('status')}
            />
            <DatePickerInput
              label="Publish on"
              description="Empty: the day you publish it. A later day schedules it."
              clearable
              valueFormat={PICKER_FORMAT}
              firstDayOfWeek={1}
              {...form.getInputProps('publish_on')}
            />
          </Group>
          <TextInput label="Author" maxLength={80} {...form.getInputProps('author')} />
          {advanced ? <PostExtrasInputs form={form} /> : null}
          <SingleImageInput form={form} field="cover" label="Cover image" />
          <Textarea
            label="Excerpt"
            description="A line or two for the blog's list and the feed. Empty: the start of the post."
            autosize
            minRows={2}
            maxLength={300}
            {...form.getInputProps('excerpt')}
          />
          <RichTextField
            label="Post"
            value={String(form.getValues().body ?? '')}
            onChange={(html) => form.setFieldValue('body', html)}
            error={form.errors.body}
          />
          <TagsInput
            label="Tags"
            description="Shoppers can list the posts of a tag. Press Enter after each."
            maxTags={10}
            {...form.getInputProps('tags')}
          />
          <SeoInputs form={form} noun="post" />
        </Stack>
      )}
      emptyState={{
        title: 'No posts yet',
        message:
          'Write about what you sell: how to care for it, what is new, the stories behind it. Published posts show in the shop’s blog, its feed and on the home page’s blog section.',
      }}
    />
  );
}
