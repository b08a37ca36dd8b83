import type { FastifyInstance } from 'fastify';
import { BLOG_POST, distinctTags } from '@stallfront/shared/blogs';
import { serveSimpleResource } from '../../platform/resource/simple-resource.js';
import { blogPosts } from '../../db/schema/index.js';
import { offeredBy } from '../auth/route-gate.js';
import { cleaning } from '../website/website.service.js';

const cleanBody = cleaning('body');

/** /setting/blogs: the blog's posts, for stores with the blogs feature (a 404 elsewhere, as the screen is missing). */
export async function blogRoutes(app: FastifyInstance): Promise<void> {
  serveSimpleResource(
    app,
    BLOG_POST,
    { things: blogPosts },
    {
      ...offeredBy(app, 'blogs', 'This store has no blog: add the Blogs app first.'),
      unique: { slug: 'another post of your blog has this address' },
      clean: (input) => ({ ...cleanBody(input), tags: distinctTags(input.tags as string[]) }),
    },
  );
}
