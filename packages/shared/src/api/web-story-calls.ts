import { z } from 'zod';
import {
  isStoryLink,
  STORY_LINK_MESSAGE,
  STORY_MEDIA_TYPES,
  STORY_SECONDS,
  STORY_SLIDES_MAX,
  type StoryMediaType,
  WEB_STORY_ACCESS,
  WEB_STORY_STATUSES,
  type WebStoryStatus,
  webStoryIssues,
} from '../rules/web-stories.js';
import { PAGE_SLUG } from '../rules/website.js';
import { imageField, isImageAddress, text } from '../schemas/common.js';
import { simpleResource } from './simple-resource.js';

/** One page of a story: a picture or a video filling the phone, words over it, and a link to swipe up to. */
export const storySlide = z.object({
  media_type: z.enum(Object.keys(STORY_MEDIA_TYPES) as [StoryMediaType, ...StoryMediaType[]], 'Choose image or video'),
  /** The image (the store's media or https), or the video's https MP4 address. */
  media: text(2048).refine((u) => u === '' || isImageAddress(u), 'Upload an image or give an https address'),
  /** A video's still, shown while it loads (required for a video). */
  poster: z.union([z.literal(''), imageField]),
  headline: text(90),
  text: text(280, { lines: true }),
  /** A shop path ("/p/oxford-shirt") or an http(s) address; '' for none. */
  link: text(2048).refine((u) => u === '' || isStoryLink(u), STORY_LINK_MESSAGE),
  link_label: text(40),
  seconds: z
    .number({ error: 'Enter how many seconds it shows' })
    .int('Enter whole seconds')
    .min(STORY_SECONDS.min, `${STORY_SECONDS.min} seconds at least`)
    .max(STORY_SECONDS.max, `${STORY_SECONDS.max} seconds at most`),
});
export type StorySlide = z.infer<typeof storySlide>;

/** /features/web-stories: tap-through stories at /stories/{slug}, served as AMP web stories. */
export const WEB_STORY = simpleResource({
  noun: 'story',
  plural: 'stories',
  path: '/store/web_story',
  access: WEB_STORY_ACCESS,
  nameLabel: 'Title',
  nameMax: 90,
  fields: {
    slug: text(80, { min: 1, required: 'Enter the address of the story' }).regex(
      PAGE_SLUG,
      'Use lower-case letters, digits and single hyphens, like spring-looks',
    ),
    /** The story's cover (portrait, 3:4), required to publish. */
    poster: z.union([z.literal(''), imageField]),
    status: z.enum(
      Object.keys(WEB_STORY_STATUSES) as [WebStoryStatus, ...WebStoryStatus[]],
      'Choose draft or published',
    ),
    slides: z
      .array(storySlide)
      .min(1, 'Add a slide')
      .max(STORY_SLIDES_MAX, `${STORY_SLIDES_MAX} slides at most: split it into two stories`),
  },
  check: (value) => webStoryIssues(value as Parameters<typeof webStoryIssues>[0]),
});
export type WebStory = z.infer<typeof WEB_STORY.schemas.item>;
