import { Badge, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChevronRight, IconLock } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import type { HubCard, RouteEntry, Unlock } from '@stallfront/shared/routes';
import { RouteIcon } from '../RouteIcon';
import classes from './HubPage.module.css';

interface HubPageProps {
  hub: RouteEntry;
  cards: readonly HubCard[];
  /** A line of state for some screens ("22 products"), by route name; each fetches its own figure. */
  stats?: Readonly<Record<string, ComponentType>>;
}

/** Where a locked card leads: the plans, where the store upgrades (the add-ons come with the app store). */
const PLANS_PATH = '/deployment/plans';

function UnlockBadge({ unlock }: { unlock: Unlock }) {
  return (
    <Badge variant="light" color="violet" size="sm" leftSection={<IconLock size={12} aria-hidden />}>
      {unlock.kind === 'plan' ? `${unlock.plan.name} plan` : 'Paid add-on'}
    </Badge>
  );
}

/**
 * A section page: its screens as cards, each a link, with a figure where one is cheap to know; a
 * screen the store's plan lacks is a card that says what opens it and leads to the plans.
 */
export function HubPage({ hub, cards, stats = {} }: HubPageProps) {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {hub.label}
      </Title>
      {cards.length === 0 ? (
        <Text c="dimmed">Nothing in this section is open to your account. Ask the store owner for access.</Text>
      ) : (
        <SimpleGrid
          component="ul"
          aria-label="Screens of this section"
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="sm"
          className={classes.list}
        >
          {cards.map(({ route, comingSoon, unlock }) => {
            const Stat = stats[route.name];
            return (
              <li key={route.name}>
                <Card
                  component={Link}
                  to={unlock ? PLANS_PATH : route.path}
                  withBorder
                  padding="md"
                  className={classes.card}
                  data-locked={unlock ? true : undefined}
                >
                  <Group wrap="nowrap" gap="sm">
                    <ThemeIcon variant="light" size={40} radius="md">
                      <RouteIcon name={route.icon} size={22} />
                    </ThemeIcon>
                    <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                      <Text fw={600}>{route.label}</Text>
                      {unlock ? (
                        <UnlockBadge unlock={unlock} />
                      ) : comingSoon ? (
                        <Badge variant="light" color="gray" size="sm">
                          Coming soon
                        </Badge>
                      ) : (
                        Stat && <Stat />
                      )}
                    </Stack>
                    <IconChevronRight size={18} aria-hidden className={classes.chevron} />
                  </Group>
                </Card>
              </li>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
