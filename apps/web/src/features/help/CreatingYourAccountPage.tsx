import { ArticleView } from './ArticleView';
import { HELP_ARTICLES } from './help-library';

/** /support/creating-your-account: the spec's own help page, the article of that name. */
export default function CreatingYourAccountPage() {
  const article = HELP_ARTICLES.find((a) => a.slug === 'creating-your-account');
  return article ? <ArticleView article={article} /> : null;
}
