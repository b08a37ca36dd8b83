import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { DashboardProduct } from '@stallfront/shared/dashboard';
import { formatMoney } from '@stallfront/shared/rules';

/** The period's five best sellers by sales. */
export function TopProducts({ products, currency }: { products: DashboardProduct[]; currency: string }) {
  return (
    <Card withBorder padding="md" h="100%">
      <Title order={2} size="h4" mb="sm">
        Top products
      </Title>
      {products.length === 0 ? (
        <Text size="sm" c="dimmed">
          No products sold in this period.
        </Text>
      ) : (
        <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Top products">
          {products.map((p) => (
            <Group component="li" key={p.product_id} justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} truncate>
                  {p.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {p.units} sold
                </Text>
              </Stack>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(p.sales, currency)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
