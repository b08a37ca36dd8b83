import { Grid, Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { Dashboard, SalesDimension } from '@stallfront/shared/dashboard';
import { formatMoney } from '@stallfront/shared/rules';
import { ShareCard } from './ShareCard';
import { SHARE_LABEL } from './share-labels';

// The map's shapes (about 30 KB gzip) load with the first dashboard that has sales to put on it.
const SalesMap = lazy(() => import('./SalesMap'));

const CARDS: { dimension: SalesDimension; title: string; heading: string }[] = [
  { dimension: 'country', title: 'Sales by country', heading: 'Country' },
  { dimension: 'region', title: 'Sales by region', heading: 'Region' },
  { dimension: 'payment', title: 'Sales by payment method', heading: 'Payment method' },
  { dimension: 'channel', title: 'Sales by channel', heading: 'Channel' },
];

/** Where the period's sales were delivered, how they were paid and where they came from. */
export function Breakdowns({ data }: { data: Dashboard }) {
  const money = (minor: number) => formatMoney(minor, data.currency);
  return (
    <Grid gap="sm">
      {CARDS.map(({ dimension, title, heading }) => (
        <Grid.Col key={dimension} span={{ base: 12, md: 6 }}>
          <ShareCard
            title={title}
            heading={heading}
            shares={data.breakdowns[dimension]}
            labelOf={SHARE_LABEL[dimension]}
            currency={data.currency}
            period={data.period}
            picture={
              dimension === 'country' ? (
                <Suspense fallback={<Skeleton h={140} />}>
                  <SalesMap countries={data.breakdowns.country} labelOf={SHARE_LABEL.country} money={money} />
                </Suspense>
              ) : undefined
            }
          />
        </Grid.Col>
      ))}
    </Grid>
  );
}
