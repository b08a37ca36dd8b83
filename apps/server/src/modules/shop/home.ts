import { shopItemWord } from '@stallfront/shared/shop';
import { defaultLayout } from '@stallfront/shared/website';
import { readLayout } from '../website/layout.repo.js';
import { homeSections } from './home-sections.js';
import type { Loader } from './pages.js';
import { seoOf } from './seo.js';

/**
 * The home page: the store's published layout, or its type's default while it has published
 * none; with `draft` (a signed preview address, routes.ts) the layout's draft, never kept and
 * never indexed.
 */
export const loadHome: Loader = async ({ db, shop, now, draft = false }) => {
  const { store } = shop;
  const saved = await readLayout(db, store.id, 'home');
  const layout = (draft ? saved?.draft : saved?.published) ?? defaultLayout({ type: store.type, hero: shop.hero });
  const sections = await homeSections(db, shop, layout, now);
  return {
    kind: 'page',
    page: { kind: 'home', data: { sections } },
    live: draft,
    seo: seoOf(shop, '/', {
      title: store.name,
      description: `Shop the newest ${shopItemWord(store).many} from ${store.name}.`,
      noindex: draft,
      json_ld: [
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: store.name,
          url: `${shop.canonicalBase}/`,
          potentialAction: {
            '@type': 'SearchAction',
            target: `${shop.canonicalBase}/search?q={search_term_string}`,
            'query-input': 'required name=search_term_string',
          },
        },
      ],
    }),
  };
};
