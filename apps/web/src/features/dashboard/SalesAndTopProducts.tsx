import { Card, Grid, Title } from '@mantine/core';
import type { BranchDashboard } from '@stallfront/shared/dashboard';
import { SalesByDay } from './SalesByDay';
import { TopProducts } from './TopProducts';

/** Sales by day beside the best sellers (below it on a phone): every dashboard's middle row. */
export function SalesAndTopProducts({ data }: { data: Pick<BranchDashboard, 'days' | 'top_products' | 'currency'> }) {
  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <Card withBorder padding="md" h="100%">
          <Title order={2} size="h4" mb="sm">
            Sales by day
          </Title>
          <SalesByDay days={data.days} currency={data.currency} />
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <TopProducts products={data.top_products} currency={data.currency} />
      </Grid.Col>
    </Grid>
  );
}
