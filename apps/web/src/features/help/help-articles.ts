import MiniSearch from 'minisearch';

export interface HelpArticle {
  slug: string;
  title: string;
  /** Its first paragraph: what the list shows under the title. */
  summary: string;
  markdown: string;
}

/** An article from its Markdown: the title is its first `# ` heading, the summary the paragraph after it. */
export function articleOf(slug: string, markdown: string): HelpArticle {
  const lines = markdown.split('\n');
  const titleLine = lines.findIndex((l) => l.startsWith('# '));
  const title = titleLine >= 0 ? (lines[titleLine] as string).slice(2).trim() : slug;
  const rest = lines.slice(titleLine + 1);
  const start = rest.findIndex((l) => l.trim() !== '');
  const end = rest.findIndex((l, i) => i > start && l.trim() === '');
  const summary =
    start >= 0
      ? rest
          .slice(start, end < 0 ? undefined : end)
          .join(' ')
          .trim()
      : '';
  return { slug, title, summary, markdown };
}

/** The articles from their files, named by file ("taxes-and-gst.md" is /support?article=taxes-and-gst). */
export function articlesOf(files: Record<string, string>): HelpArticle[] {
  return Object.entries(files)
    .map(([path, markdown]) => articleOf(path.replace(/^.*\//, '').replace(/\.md$/, ''), markdown))
    .sort((a, b) => a.title.localeCompare(b.title));
}

/**
 * A search over the articles' titles and text: words match by their start and allow a typo, a
 * title match counts most. An empty query answers every article.
 */
export function helpSearch(articles: HelpArticle[]) {
  const index = new MiniSearch<HelpArticle>({
    idField: 'slug',
    fields: ['title', 'summary', 'markdown'],
    searchOptions: { prefix: true, fuzzy: 0.2, boost: { title: 3, summary: 2 }, combineWith: 'AND' },
  });
  index.addAll(articles);
  const bySlug = new Map(articles.map((a) => [a.slug, a]));
  return (query: string): HelpArticle[] =>
    query.trim() === ''
      ? articles
      : index.search(query).flatMap((hit) => {
          const article = bySlug.get(String(hit.id));
          return article ? [article] : [];
        });
}
