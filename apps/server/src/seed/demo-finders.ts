import { and, eq, inArray } from 'drizzle-orm';
import type { FinderAnswer, FinderQuestion } from '@stallfront/shared/shop-assistant';
import type { Tx } from '../db/client.js';
import { catalogs, finders } from '../db/schema/index.js';
import type { DemoStore } from './demo-stores.js';

/** An answer as the demo writes it: catalogs by name (demo-catalogues.ts), prices in minor units. */
interface DemoAnswer {
  label: string;
  catalogs?: string[];
  tags?: string[];
  min?: number;
  max?: number;
}

interface DemoFinder {
  title: string;
  slug: string;
  intro: string;
  questions: { text: string; answers: DemoAnswer[] }[];
}

/**
 * The demo stores' finders (stores with the shop assistant): who for by catalog, the occasion by
 * the products' tags (demo-products.ts, spelt both ways a team types them), the budget by price,
 * so each answer matches real demo products: Men, Office and under ₹1,500 find the Oxford Shirt.
 */
const FINDERS: Record<string, DemoFinder[]> = {
  'urban-threads': [
    {
      title: 'Find your outfit',
      slug: 'find-your-outfit',
      intro: 'Three quick questions and we will show you what fits: skip any you do not mind about.',
      questions: [
        {
          text: 'Who are you shopping for?',
          answers: [
            { label: 'Men', catalogs: ['Men'] },
            { label: 'Women', catalogs: ['Women'] },
            { label: 'Anyone: accessories', catalogs: ['Accessories'] },
          ],
        },
        {
          text: 'What is the occasion?',
          answers: [
            { label: 'Office', tags: ['office'] },
            { label: 'Festive', tags: ['festive', 'Festive wear'] },
            { label: 'Summer days', tags: ['summer', 'linen'] },
            { label: 'A gift', tags: ['gift'] },
          ],
        },
        {
          text: 'What is your budget?',
          answers: [
            { label: 'Under ₹1,500', max: 1499_00 },
            { label: '₹1,500 to ₹2,500', min: 1500_00, max: 2500_00 },
            { label: 'Over ₹2,500', min: 2501_00 },
          ],
        },
      ],
    },
  ],
};

export async function seedDemoFinders(tx: Tx, storeId: string, demo: DemoStore): Promise<void> {
  const list = FINDERS[demo.subDomain] ?? [];
  if (list.length === 0) return;
  const names = [
    ...new Set(list.flatMap((f) => f.questions.flatMap((q) => q.answers.flatMap((a) => a.catalogs ?? [])))),
  ];
  const rows = names.length
    ? await tx
        .select({ id: catalogs.id, name: catalogs.name })
        .from(catalogs)
        .where(and(eq(catalogs.storeId, storeId), inArray(catalogs.name, names)))
    : [];
  const idOf = new Map(rows.map((row) => [row.name, row.id]));
  const answerOf = (answer: DemoAnswer): FinderAnswer => ({
    label: answer.label,
    rule_catalog_ids: (answer.catalogs ?? []).flatMap((name) => idOf.get(name) ?? []),
    rule_tags: answer.tags ?? [],
    rule_price_min: answer.min ?? null,
    rule_price_max: answer.max ?? null,
  });
  for (const { title, questions, ...fields } of list) {
    const saved: FinderQuestion[] = questions.map((q) => ({ text: q.text, answers: q.answers.map(answerOf) }));
    await tx.insert(finders).values({ storeId, ...fields, name: title, status: 'published', questions: saved });
  }
}
