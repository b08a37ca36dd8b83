import { describe, expect, it } from 'vitest';
import { articleOf, articlesOf, helpSearch } from './help-articles';
import { HELP_ARTICLES } from './help-library';

describe('help articles', () => {
  it('takes the title from the first heading and the summary from the paragraph under it', () => {
    const article = articleOf('x', '# Taking payments\n\nChoose how shoppers\npay.\n\n## Stripe\n\nKeys.');
    expect(article).toMatchObject({ slug: 'x', title: 'Taking payments', summary: 'Choose how shoppers pay.' });
  });

  it('names each article by its file and sorts them by title', () => {
    const articles = articlesOf({ './articles/b-file.md': '# Beta\n\nB.', './articles/a-file.md': '# Alpha\n\nA.' });
    expect(articles.map((a) => [a.slug, a.title])).toEqual([
      ['a-file', 'Alpha'],
      ['b-file', 'Beta'],
    ]);
  });

  it('finds the shipped articles by a word of their text, its start, or with a typo', () => {
    const search = helpSearch(HELP_ARTICLES);
    expect(search('').length).toBe(HELP_ARTICLES.length);
    expect(search('CGST').map((a) => a.slug)).toEqual(['taxes-and-gst']);
    expect(search('razorp').map((a) => a.slug)).toContain('taking-payments');
    expect(search('pasword').map((a) => a.slug)).toContain('creating-your-account');
    expect(search('zebra quantum')).toEqual([]);
  });

  it('ships every article with a title and a summary', () => {
    expect(HELP_ARTICLES.length).toBeGreaterThanOrEqual(7);
    for (const article of HELP_ARTICLES) {
      expect(article.title, article.slug).not.toBe(article.slug);
      expect(article.summary.length, article.slug).toBeGreaterThan(20);
    }
  });
});
