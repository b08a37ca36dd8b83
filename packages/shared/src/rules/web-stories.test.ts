import { describe, expect, it } from 'vitest';
import { WEB_STORY } from '../api/web-story-calls.js';
import { isStoryLink, isStoryVideo, STORY_SLIDES_MAX, storyLinkHref, webStoryIssues } from './web-stories.js';

const slide = (fields: Record<string, unknown> = {}) => ({
  media_type: 'image' as const,
  media: '/media/a.webp',
  poster: '',
  headline: 'Made for summer',
  text: '',
  link: '',
  link_label: '',
  seconds: 6,
  ...fields,
});
const story = (slides: unknown[], fields: Record<string, unknown> = {}) => ({
  name: 'Summer',
  slug: 'summer',
  poster: '/media/poster.webp',
  status: 'published',
  slides,
  ...fields,
});
const issuesOf = (value: unknown) => {
  const result = WEB_STORY.schemas.input.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('a story’s slides', () => {
  it('takes 1 to 30 slides and refuses 31 or 200 on the slides field', () => {
    expect(issuesOf(story([slide()]))).toEqual([]);
    expect(issuesOf(story(Array.from({ length: STORY_SLIDES_MAX }, () => slide())))).toEqual([]);
    expect(issuesOf(story(Array.from({ length: 31 }, () => slide())))).toEqual([
      'slides: 30 slides at most: split it into two stories',
    ]);
    expect(issuesOf(story(Array.from({ length: 200 }, () => slide())))).toContain(
      'slides: 30 slides at most: split it into two stories',
    );
    expect(issuesOf(story([]))).toEqual(['slides: Add a slide']);
  });

  it('wants a video’s still image and an https MP4 address, an image slide its image', () => {
    const video = { media_type: 'video', media: 'https://cdn.example.com/a.mp4?v=2', poster: '/media/s.webp' };
    expect(webStoryIssues(story([slide(video)]) as never)).toEqual([]);
    expect(webStoryIssues(story([slide({ ...video, poster: '' })]) as never)).toEqual([
      { field: 'slides.0.poster', message: 'Add the image shown before the video plays' },
    ]);
    expect(webStoryIssues(story([slide({ ...video, media: 'http://cdn.example.com/a.mp4' })]) as never)[0]?.field).toBe(
      'slides.0.media',
    );
    expect(webStoryIssues(story([slide(), slide({ media: '' })]) as never)).toEqual([
      { field: 'slides.1.media', message: 'Add the image' },
    ]);
  });

  it('wants a poster to publish, not to keep a draft', () => {
    expect(webStoryIssues(story([slide()], { poster: '' }) as never)).toEqual([
      { field: 'poster', message: 'Add a portrait poster image before publishing' },
    ]);
    expect(webStoryIssues(story([slide()], { poster: '', status: 'draft' }) as never)).toEqual([]);
  });

  it('wants the words of a link', () => {
    expect(webStoryIssues(story([slide({ link: '/p/shirt' })]) as never)).toEqual([
      { field: 'slides.0.link_label', message: 'Write the words of the link, like Shop the look' },
    ]);
  });

  it('limits the seconds a slide shows to 2–20', () => {
    expect(issuesOf(story([slide({ seconds: 1 })]))).toEqual(['slides.0.seconds: 2 seconds at least']);
    expect(issuesOf(story([slide({ seconds: 21 })]))).toEqual(['slides.0.seconds: 20 seconds at most']);
    expect(issuesOf(story([slide({ seconds: 2.5 })]))).toEqual(['slides.0.seconds: Enter whole seconds']);
  });
});

describe('a slide’s link', () => {
  it('is a path of the shop or an http(s) address, nothing else', () => {
    for (const good of [
      '/p/oxford-shirt',
      '/c/women?sort=price_asc',
      '/',
      'https://example.com/a',
      'http://example.com',
    ])
      expect(isStoryLink(good), good).toBe(true);
    for (const bad of ['javascript:alert(1)', '//evil.example', '/\\evil.example', 'p/shirt', 'mailto:a@b.c', '/p/a b'])
      expect(isStoryLink(bad), bad).toBe(false);
  });

  it('goes under the shop’s address when it is a shop path', () => {
    expect(storyLinkHref('https://shop.example/s/urban', '/p/shirt')).toBe('https://shop.example/s/urban/p/shirt');
    expect(storyLinkHref('https://shop.example/s/urban', 'https://other.example/x')).toBe('https://other.example/x');
  });
});

describe('a story’s video', () => {
  it('is an https MP4 address', () => {
    expect(isStoryVideo('https://cdn.example.com/look.MP4')).toBe(true);
    expect(isStoryVideo('https://cdn.example.com/look.mp4#t=2')).toBe(true);
    expect(isStoryVideo('https://cdn.example.com/look.webm')).toBe(false);
    expect(isStoryVideo('http://cdn.example.com/look.mp4')).toBe(false);
    expect(isStoryVideo('/media/look.mp4')).toBe(false);
  });
});
