import type { FastifyInstance } from 'fastify';
import { FINDER, type FinderQuestion, normalisedQuestions } from '@stallfront/shared/shop-assistant';
import { serveSimpleResource } from '../../platform/resource/simple-resource.js';
import { finders } from '../../db/schema/index.js';
import { offeredBy } from '../auth/route-gate.js';
import { requireOwnAnswerCatalogs } from './finders.service.js';

const questionsOf = (input: Record<string, unknown>) => input.questions as FinderQuestion[];

/** /setting/shop-assistant: the shop's finders, for stores with the shop assistant feature (a 404 elsewhere). */
export async function shopAssistantRoutes(app: FastifyInstance): Promise<void> {
  serveSimpleResource(
    app,
    FINDER,
    { things: finders },
    {
      ...offeredBy(app, 'shop_assistant', 'This store has no shop assistant: add the Shop assistant app first.'),
      unique: { slug: 'another finder of your shop has this address' },
      clean: (input) => ({ ...input, questions: normalisedQuestions(questionsOf(input)) }),
      check: (tx, storeId, input) => requireOwnAnswerCatalogs(tx, storeId, questionsOf(input)),
    },
  );
}
