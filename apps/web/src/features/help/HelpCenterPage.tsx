import { Anchor, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ArticleView } from './ArticleView';
import { helpSearch } from './help-articles';
import { HELP_ARTICLES } from './help-library';

/** /support: the help articles with a search over their text; `?article=` opens one. */
export default function HelpCenterPage() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => helpSearch(HELP_ARTICLES), []);
  const query = params.get('q') ?? '';
  const open = params.get('article');
  if (open) {
    const article = HELP_ARTICLES.find((a) => a.slug === open);
    if (article) return <ArticleView article={article} />;
    return (
      <Stack>
        <Text>This help article does not exist.</Text>
        <Anchor component={Link} to="/support">
          All help articles
        </Anchor>
      </Stack>
    );
  }
  const found = search(query);
  return (
    <Stack gap="md" maw={760}>
      <div>
        <Title order={1} size="h2">
          Help center
        </Title>
        <Text size="sm" c="dimmed">
          Guides to setting up and running your store.
        </Text>
      </div>
      <TextInput
        aria-label="Search help"
        placeholder="Search help: GST, shipping, refunds…"
        leftSection={<IconSearch size={16} />}
        value={query}
        onChange={(event) =>
          setParams(event.currentTarget.value ? { q: event.currentTarget.value } : {}, { replace: true })
        }
      />
      {found.length === 0 ? (
        <Text c="dimmed">No article matches “{query}”. Ask us in the support chat and we will help.</Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Help articles">
          {found.map((article) => (
            <li key={article.slug}>
              <Card withBorder component={Link} to={`/support?article=${article.slug}`} padding="md">
                <Text fw={600}>{article.title}</Text>
                <Text size="sm" c="dimmed" lineClamp={2}>
                  {article.summary}
                </Text>
              </Card>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
