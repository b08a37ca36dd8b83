import { access, anyOf } from './call-access.js';
import { isInternalLink, isWebLink } from './links.js';

/** Who writes web stories: the owner, and staff granted the website (stories are part of the shop). */
export const WEB_STORY_ACCESS = {
  read: access({ staff: anyOf('website') }),
  write: access({ staff: anyOf('website') }),
};

export const WEB_STORY_STATUSES = { draft: 'Draft', published: 'Published' } as const;
export type WebStoryStatus = keyof typeof WEB_STORY_STATUSES;

export const STORY_MEDIA_TYPES = { image: 'Image', video: 'Video' } as const;
export type StoryMediaType = keyof typeof STORY_MEDIA_TYPES;

/** A story is 1 to 30 slides: past that a reader gives up (Google's guidance is 10–20 pages). */
export const STORY_SLIDES_MAX = 30;
/** How long a slide shows before the story moves on, in seconds. */
export const STORY_SECONDS = { min: 2, max: 20, usual: 6 } as const;

/** A slide's link: a path of this shop ("/p/oxford-shirt") or a web address (http or https). */
export function isStoryLink(link: string): boolean {
  return isInternalLink(link) || isWebLink(link);
}
export const STORY_LINK_MESSAGE =
  'Enter a path of your shop like /p/oxford-shirt, or a web address starting with https://';

/** A video a story plays: an https address of an MP4 file (the media gallery keeps images only). */
export function isStoryVideo(url: string): boolean {
  if (!isWebLink(url, { secure: true })) return false;
  return /\.mp4$/i.test(url.split(/[?#]/)[0] ?? '');
}
export const STORY_VIDEO_MESSAGE = 'Give the https address of an MP4 video, like https://cdn.example.com/look.mp4';

interface SlideRules {
  media_type: StoryMediaType;
  media: string;
  poster: string;
  link: string;
  link_label: string;
}

/**
 * Rules across a story's fields, each on its field: a published story needs its poster (the
 * AMP story's cover in search and on the shop's list), a video its still image and an MP4
 * address, an image slide an image address, and a link its words.
 */
export function webStoryIssues(story: {
  status: WebStoryStatus;
  poster: string;
  slides: SlideRules[];
}): { field: string; message: string }[] {
  const issues: { field: string; message: string }[] = [];
  if (story.status === 'published' && story.poster === '') {
    issues.push({ field: 'poster', message: 'Add a portrait poster image before publishing' });
  }
  story.slides.forEach((slide, i) => {
    const at = (key: string) => `slides.${i}.${key}`;
    if (slide.media === '') {
      issues.push({ field: at('media'), message: slide.media_type === 'video' ? 'Give the video' : 'Add the image' });
    } else if (slide.media_type === 'video' && !isStoryVideo(slide.media)) {
      issues.push({ field: at('media'), message: STORY_VIDEO_MESSAGE });
    }
    if (slide.media_type === 'video' && slide.poster === '') {
      issues.push({ field: at('poster'), message: 'Add the image shown before the video plays' });
    }
    if (slide.link !== '' && slide.link_label === '') {
      issues.push({ field: at('link_label'), message: 'Write the words of the link, like Shop the look' });
    }
  });
  return issues;
}

/** Where a slide's link goes from the shop: a shop path under the shop's base, a web address as it is. */
export function storyLinkHref(base: string, link: string): string {
  return isInternalLink(link) ? `${base}${link}` : link;
}
