import { Anchor, Stack, Title, Typography } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { marked } from 'marked';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { HelpArticle } from './help-articles';

/**
 * One help article drawn from its Markdown. The HTML is ours (the repository's articles, not
 * anyone's input), so it is shown as marked writes it; its first heading is the page's title.
 */
export function ArticleView({ article }: { article: HelpArticle }) {
  const html = useMemo(
    () => marked.parse(article.markdown.replace(/^# .*\n/, ''), { async: false }),
    [article.markdown],
  );
  return (
    <Stack gap="sm" maw={760}>
      <Anchor component={Link} to="/support" size="sm">
        <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> All help articles
      </Anchor>
      <Title order={1} size="h2">
        {article.title}
      </Title>
      <Typography>
        <div dangerouslySetInnerHTML={{ __html: html }} />
      </Typography>
    </Stack>
  );
}
