import { describe, expect, it } from 'vitest';
import { blogPostIsLive, blogPostState, distinctTags } from './blogs.js';

describe('blogPostState', () => {
  it.each([
    [{ status: 'draft', publish_on: null }, 'draft'],
    [{ status: 'draft', publish_on: '2026-01-01' }, 'draft'],
    [{ status: 'published', publish_on: null }, 'published'],
    [{ status: 'published', publish_on: '2026-06-14' }, 'published'],
    [{ status: 'published', publish_on: '2026-06-15' }, 'published'],
    [{ status: 'published', publish_on: '2026-06-16' }, 'scheduled'],
  ] as const)('%o on 2026-06-15 is %s', (post, state) => {
    expect(blogPostState(post, '2026-06-15')).toBe(state);
    expect(blogPostIsLive(post, '2026-06-15')).toBe(state === 'published');
  });
});

describe('distinctTags', () => {
  it('trims, drops empty ones and keeps the first spelling of each', () => {
    expect(distinctTags([' Linen ', 'linen', '', 'Care', 'CARE', 'Summer'])).toEqual(['Linen', 'Care', 'Summer']);
  });
});
