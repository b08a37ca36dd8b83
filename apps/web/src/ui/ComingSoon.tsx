import { Badge, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useCurrentRoute } from '../app/current-route';
import { RouteIcon } from './RouteIcon';

/** What a route shows until its screen is built; the route table marks such routes 'coming_soon'. */
export default function ComingSoon() {
  const route = useCurrentRoute();
  return (
    <Center py="xl">
      <Paper withBorder radius="md" p="xl" maw={520} w="100%" data-testid="coming-soon">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light">
            <RouteIcon name={route?.icon ?? 'IconRocket'} size={30} />
          </ThemeIcon>
          <Badge variant="light">Coming soon</Badge>
          <Title order={1} size="h2">
            {route?.label ?? 'This screen'}
          </Title>
          <Text c="dimmed">
            This screen is not built yet. It is planned, and it will appear here without any change on your side.
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
