import { Anchor, SimpleGrid, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { type DashboardRequests, type DayRange, shareOf } from '@stallfront/shared/dashboard';
import { routeNamed } from '@stallfront/shared/routes';
import { useDashboardRequests } from './dashboard-queries';
import { StatCard } from './StatCard';

interface Figure {
  label: string;
  now: number;
  before?: number;
  detail?: string;
}

/** The cards of each kind of request, with where they are handled. */
function figuresOf(requests: Exclude<DashboardRequests, { kind: 'cart' }>): {
  title: string;
  figures: Figure[];
  route: string;
} {
  if (requests.kind === 'quote') {
    const { period: p, previous: b } = requests;
    return {
      title: 'Quotes',
      route: 'quotes_live',
      figures: [
        { label: 'Quotes asked for', now: p.received, before: b.received },
        {
          label: 'Replied',
          now: p.replied,
          before: b.replied,
          detail: `${shareOf(p.replied, p.received)}% of those asked`,
        },
        {
          label: 'Confirmed',
          now: p.confirmed,
          before: b.confirmed,
          detail: `${shareOf(p.confirmed, p.received)}% became orders`,
        },
        { label: 'Waiting for your reply', now: requests.waiting, detail: 'Whenever they came' },
      ],
    };
  }
  if (requests.kind === 'enquiry') {
    const { period: p, previous: b } = requests;
    return {
      title: 'Enquiries',
      route: 'enquiries',
      figures: [
        { label: 'Enquiries received', now: p.received, before: b.received },
        {
          label: 'Contacted',
          now: p.contacted,
          before: b.contacted,
          detail: `${shareOf(p.contacted, p.received)}% of them · ${p.closed} closed`,
        },
        { label: 'Still new', now: requests.waiting, detail: 'Whenever they came' },
        {
          label: 'Listings in the shop',
          now: requests.listings,
          detail: 'What shoppers can ask about',
        },
      ],
    };
  }
  const { period: p, previous: b } = requests;
  return {
    title: 'Bookings',
    route: 'appointments',
    figures: [
      { label: 'Bookings made', now: p.booked, before: b.booked },
      { label: 'Done', now: p.done, before: b.done },
      { label: 'Cancelled', now: p.cancelled, before: b.cancelled },
      { label: 'Coming up', now: requests.upcoming, detail: 'In the next 7 days' },
    ],
  };
}

/** A quote, enquiry or service store's requests for the period; nothing for a cart store. */
export function RequestFigures({ range }: { range: DayRange }) {
  const requests = useDashboardRequests(range).data;
  if (!requests || requests.kind === 'cart') return null;
  const { title, figures, route } = figuresOf(requests);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        {figures.map((f) => (
          <StatCard
            key={f.label}
            label={f.label}
            value={String(f.now)}
            now={f.now}
            before={f.before}
            detail={f.detail}
          />
        ))}
      </SimpleGrid>
      <Anchor component={Link} to={routeNamed(route).path} size="sm">
        Open {title.toLowerCase()}
      </Anchor>
    </Stack>
  );
}
