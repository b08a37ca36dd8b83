import { Anchor, SegmentedControl, Stack, Textarea } from '@mantine/core';
import { FINDER, FINDER_STATUSES, type Finder } from '@stallfront/shared/shop-assistant';
import { useSession } from '../../app/session/use-session';
import { statusColumn } from '../../ui/list-page/columns';
import { type OwnFields, ResourcePage } from '../../ui/resource-page';
import { SlugInput } from '../../ui/resource-page/SlugInput';
import { BLANK_QUESTION, QuestionList } from './QuestionList';

type FinderValues = OwnFields<Finder>;

const BLANK: FinderValues = { slug: '', intro: '', status: 'draft', questions: [BLANK_QUESTION] };
const STATUS_LOOK = { labels: FINDER_STATUSES, colors: { draft: 'gray', published: 'teal' } } as const;
const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

/** "3 questions · /finder/find-your-outfit". */
function summaryOf(finder: Finder): string {
  const n = finder.questions.length;
  return `${n} question${n === 1 ? '' : 's'} · /finder/${finder.slug}`;
}

/** Opens a published finder in the shop, beside its row (a draft is not in the shop yet). */
function TryIt({ finder }: { finder: Finder }) {
  const shopUrl = useSession().store?.data.base_url;
  if (!shopUrl || finder.status !== 'published') return null;
  return (
    <Anchor
      href={`${shopUrl}/finder/${finder.slug}`}
      target="_blank"
      rel="noopener"
      size="sm"
      onClick={(event) => event.stopPropagation()}
      aria-label={`Try ${finder.name} in the shop`}
    >
      Try it
    </Anchor>
  );
}

/** /setting/shop-assistant: guided finders, a few questions whose answers lead shoppers to the products that fit. */
export default function ShopAssistantPage() {
  return (
    <ResourcePage
      resource={FINDER}
      title="Shop assistant"
      description="Guide shoppers with a few questions: each answer picks products by catalog, tag or price, and the shop shows what matches them all."
      wideForm
      summary={(finder) => summaryOf(finder as Finder)}
      columns={[
        statusColumn('status', 'Status', STATUS_LOOK),
        { id: 'try', header: 'Shop', cell: (finder) => <TryIt finder={finder as Finder} /> },
      ]}
      blank={BLANK}
      fields={(form) => (
        <Stack>
          <SlugInput form={form} prefix="/finder/" noun="finder" />
          <SegmentedControl aria-label="Status" data={options(FINDER_STATUSES)} {...form.getInputProps('status')} />
          <Textarea
            label="Introduction"
            description="A sentence above the questions"
            autosize
            minRows={2}
            maxLength={1000}
            {...form.getInputProps('intro')}
          />
          <QuestionList form={form} />
        </Stack>
      )}
      emptyState={{
        title: 'No finders yet',
        message:
          'Help shoppers choose: “Find your jacket” asks who it is for, the style and the budget, and shows the products that fit. Published finders have their own page in the shop, linked from the catalogs they name.',
      }}
    />
  );
}
