import { access, anyOf } from './call-access.js';

/** Who writes the blog: the owner, and staff granted the website (the blog is part of the shop). */
export const BLOG_ACCESS = { read: access({ staff: anyOf('website') }), write: access({ staff: anyOf('website') }) };

/** What the merchant sets; a published post with a day still to come is scheduled (blogPostState). */
export const BLOG_POST_STATUSES = { draft: 'Draft', published: 'Published' } as const;
export type BlogPostStatus = keyof typeof BLOG_POST_STATUSES;

/** Where a post stands today (the store's day): a draft, scheduled for its day, or published. */
export function blogPostState(
  post: { status: BlogPostStatus; publish_on: string | null },
  today: string,
): 'draft' | 'scheduled' | 'published' {
  if (post.status === 'draft') return 'draft';
  return post.publish_on !== null && post.publish_on > today ? 'scheduled' : 'published';
}

/** The shop shows a post from its day on; a published post without a day shows at once. */
export const blogPostIsLive = (post: { status: BlogPostStatus; publish_on: string | null }, today: string): boolean =>
  blogPostState(post, today) === 'published';

/** A post's tags as the shop links them (/blog?tag=…): trimmed, one of each whatever the case. */
export function distinctTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags.flatMap((tag) => {
    const key = tag.trim().toLowerCase();
    if (key === '' || seen.has(key)) return [];
    seen.add(key);
    return [tag.trim()];
  });
}
