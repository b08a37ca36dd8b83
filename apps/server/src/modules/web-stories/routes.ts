import type { FastifyInstance } from 'fastify';
import { WEB_STORY } from '@stallfront/shared/web-stories';
import { webStories } from '../../db/schema/index.js';
import { serveSimpleResource } from '../../platform/resource/simple-resource.js';
import { offeredBy } from '../auth/route-gate.js';

/** /features/web-stories: the shop's AMP web stories, for stores with the web stories feature (a 404 elsewhere). */
export async function webStoryRoutes(app: FastifyInstance): Promise<void> {
  serveSimpleResource(
    app,
    WEB_STORY,
    { things: webStories },
    {
      ...offeredBy(app, 'web_stories', 'This store has no web stories: add the Web stories app first.'),
      unique: { slug: 'another story of your shop has this address' },
    },
  );
}
