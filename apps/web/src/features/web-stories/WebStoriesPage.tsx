import { SegmentedControl, Stack } from '@mantine/core';
import { countOf } from '@stallfront/shared/rules';
import { WEB_STORY, WEB_STORY_STATUSES, type WebStory } from '@stallfront/shared/web-stories';
import { statusColumn } from '../../ui/list-page/columns';
import { type OwnFields, ResourcePage } from '../../ui/resource-page';
import { SingleImageInput } from '../../ui/resource-page/SingleImageInput';
import { SlugInput } from '../../ui/resource-page/SlugInput';
import { BLANK_SLIDE, StorySlides } from './StorySlides';

type StoryValues = OwnFields<WebStory>;

const BLANK: StoryValues = { slug: '', poster: '', status: 'draft', slides: [{ ...BLANK_SLIDE }] };
const STATUS_LOOK = { labels: WEB_STORY_STATUSES, colors: { draft: 'gray', published: 'teal' } } as const;

/** /features/web-stories: tap-through stories of pictures and videos, served by the shop as AMP web stories. */
export default function WebStoriesPage() {
  return (
    <ResourcePage
      resource={WEB_STORY}
      title="Web stories"
      description="Full-screen stories shoppers tap through on their phones, each slide a picture or video with a few words and a link. Google can show them in search."
      wideForm
      summary={(story) =>
        `${countOf((story as WebStory).slides.length, 'slide')} · /stories/${(story as WebStory).slug}`
      }
      columns={[statusColumn('status', 'Status', STATUS_LOOK)]}
      blank={BLANK}
      fields={(form) => (
        <Stack>
          <SlugInput form={form} prefix="/stories/" noun="story" />
          <SegmentedControl
            aria-label="Status"
            data={Object.entries(WEB_STORY_STATUSES).map(([value, label]) => ({ value, label }))}
            {...form.getInputProps('status')}
          />
          <SingleImageInput form={form} field="poster" label="Poster (portrait 3:4, needed to publish)" withLibrary />
          <StorySlides form={form} />
        </Stack>
      )}
      emptyState={{
        title: 'No stories yet',
        message: 'Tell a short story of your products in a few full-screen slides, each linking to what it shows.',
      }}
    />
  );
}
