import {
  Badge,
  Button,
  Card,
  Group,
  List,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  BILLING_PERIODS,
  type BillingPeriod,
  type PackageDefinition,
  planPrice,
  storePlan,
} from '@stallfront/shared/billing';
import { formatMoney } from '@stallfront/shared/rules';
import { DetailLoadFailed, DetailLoading } from '../../ui/DetailStates';
import { usePlans } from '../admin-packages/catalogue-queries';
import { useBillingOverview } from './billing-queries';
import { featureLabel } from './feature-labels';
import { PayPlanModal, type PlanChoice } from './PayPlanModal';

const PERIOD_LABEL: Record<BillingPeriod, string> = { monthly: 'Monthly', yearly: 'Yearly (2 months free)' };
const feePercent = (bps: number) => `${bps / 100}%`;
const productsOf = (p: PackageDefinition) => (p.productLimit === null ? 'Unlimited' : `Up to ${p.productLimit}`);

/** /deployment/plans: the store's plans side by side, the current one marked, and "Choose plan". */
export default function PlansPage() {
  const overview = useBillingOverview();
  // The plans and their prices come from the platform's catalogue, which its admin edits.
  const catalogue = usePlans();
  const [params] = useSearchParams();
  const asked = params.get('period');
  const askedPeriod: BillingPeriod | null = asked === 'yearly' || asked === 'monthly' ? asked : null;
  // Until the merchant picks one: the period asked for (a retry), else the current plan's.
  const [picked, setPeriod] = useState<BillingPeriod | null>(askedPeriod);
  const askedPlan = params.get('package_id');
  const [choice, setChoice] = useState<PlanChoice | null>(
    askedPlan && storePlan(askedPlan) ? { packageId: askedPlan, period: askedPeriod ?? 'monthly' } : null,
  );
  const failed = overview.error ?? catalogue.error;
  if (failed)
    return <DetailLoadFailed noun="Plans" error={failed} back={{ to: '/account', label: 'Back to account' }} />;
  if (!overview.data || !catalogue.data) return <DetailLoading />;
  const all = catalogue.data.list as PackageDefinition[];
  const current = overview.data.data;
  const sub = current.subscription;
  const live = sub && sub.status !== 'canceled';
  const currentPeriod = live ? sub.period : null;
  const period = picked ?? currentPeriod ?? 'monthly';
  const category = (all.find((p) => p.id === current.package_id) ?? storePlan(current.package_id))?.category ?? 'pro';
  // The free plan of the store's own category, then the paid plans.
  const plans = all.filter((p) => p.monthlyPrice > 0 || p.category === category);
  const isCurrent = (p: PackageDefinition) =>
    p.id === current.package_id &&
    current.store_status === 'active' &&
    (p.monthlyPrice === 0 || currentPeriod === period);
  const features = [...new Set(plans.flatMap((p) => p.features))];

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Plans
        </Title>
        <Text size="sm" c="dimmed">
          Your store is on {current.package_name}
          {currentPeriod ? `, billed ${currentPeriod}` : ''}. Upgrades are charged now for the days left in your period,
          less what is unused of your current plan; downgrades wait for the period's end.
        </Text>
      </div>
      <SegmentedControl
        aria-label="Billing period"
        value={period}
        onChange={(v) => setPeriod(v as BillingPeriod)}
        data={BILLING_PERIODS.map((p) => ({ value: p, label: PERIOD_LABEL[p] }))}
        style={{ alignSelf: 'flex-start' }}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {plans.map((p) => (
          <Card key={p.id} withBorder padding="lg" component="section" aria-labelledby={`plan-${p.id}`}>
            <Stack gap="sm" h="100%">
              <Group justify="space-between" wrap="nowrap">
                <Title order={2} size="h3" id={`plan-${p.id}`}>
                  {p.name}
                </Title>
                {isCurrent(p) && <Badge color="green">Current plan</Badge>}
              </Group>
              <Text fz={28} fw={700} lh={1}>
                {formatMoney(planPrice(p, period), p.currency)}
                <Text span size="sm" c="dimmed" fw={400}>
                  {' '}
                  / {period === 'yearly' ? 'year' : 'month'}
                </Text>
              </Text>
              <Text size="sm" c="dimmed">
                {feePercent(p.transactionFeeBps)} transaction fee · {productsOf(p)} products
              </Text>
              <List size="sm" spacing={4} icon={<IconCheck size={14} aria-hidden />} style={{ flexGrow: 1 }}>
                {p.highlights.map((h) => (
                  <List.Item key={h}>{h}</List.Item>
                ))}
              </List>
              <Button
                variant={p.monthlyPrice > 0 ? 'filled' : 'default'}
                disabled={isCurrent(p)}
                onClick={() => setChoice({ packageId: p.id, period })}
                aria-label={`Choose ${p.name}`}
              >
                {isCurrent(p) ? 'Your plan' : 'Choose plan'}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>

      <Card withBorder padding={0} component="section" aria-labelledby="compare-title">
        <Title order={2} size="h4" id="compare-title" p="md">
          Compare plans
        </Title>
        <Table.ScrollContainer minWidth={480}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Feature</Table.Th>
                {plans.map((p) => (
                  <Table.Th key={p.id} ta="center">
                    {p.name}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <CompareRow
                label={`Price per ${period === 'yearly' ? 'year' : 'month'}`}
                plans={plans}
                cell={(p) => formatMoney(planPrice(p, period), p.currency)}
              />
              <CompareRow label="Transaction fee" plans={plans} cell={(p) => feePercent(p.transactionFeeBps)} />
              <CompareRow label="Products" plans={plans} cell={productsOf} />
              {features.map((f) => (
                <CompareRow key={f} label={featureLabel(f)} plans={plans} cell={(p) => p.features.includes(f)} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      <PayPlanModal choice={choice} onClose={() => setChoice(null)} />
    </Stack>
  );
}

function CompareRow({
  label,
  plans,
  cell,
}: {
  label: string;
  plans: PackageDefinition[];
  cell: (p: PackageDefinition) => string | boolean;
}) {
  return (
    <Table.Tr>
      <Table.Td>{label}</Table.Td>
      {plans.map((p) => {
        const value = cell(p);
        return (
          <Table.Td key={p.id} ta="center">
            {typeof value === 'string' ? (
              value
            ) : value ? (
              <IconCheck size={16} aria-label="Included" color="var(--mantine-color-green-7)" />
            ) : (
              <IconMinus size={16} aria-label="Not included" color="var(--mantine-color-gray-5)" />
            )}
          </Table.Td>
        );
      })}
    </Table.Tr>
  );
}
