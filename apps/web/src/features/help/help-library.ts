import { articlesOf } from './help-articles';

/** The help center's articles, shipped as Markdown beside this file and bundled with the help screens only. */
export const HELP_ARTICLES = articlesOf(
  import.meta.glob<string>('./articles/*.md', { query: '?raw', import: 'default', eager: true }),
);
