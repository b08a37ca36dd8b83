import { Anchor, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { routeNamed } from '@stallfront/shared/routes';
import { stepButtonLabel, useSetupSteps } from './use-setup-steps';

/** The dashboard's card of the opening steps still to do; gone once the store is set up. */
export function SetupChecklist() {
  const { steps, left } = useSetupSteps();
  // Shown once every step is known (the product count has loaded) and some are left.
  if (left === 0 || steps.some((s) => s.done === undefined)) return null;
  const stepsLeft = steps.filter((s) => s.done === false);
  return (
    <Card withBorder padding="md" aria-labelledby="setup-title">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h4" id="setup-title">
          Finish setting up your store
        </Title>
        <Text size="sm" c="dimmed">
          {steps.length - left} of {steps.length} done
        </Text>
      </Group>
      <Progress value={((steps.length - left) / steps.length) * 100} size="sm" mt="xs" mb="sm" aria-hidden />
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Steps left">
        {stepsLeft.map((step) => (
          <Group component="li" key={step.key} justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600}>
                {step.title}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={2}>
                {step.description}
              </Text>
            </Stack>
            {step.canOpen ? (
              <Button component={Link} to={step.route.path} size="compact-sm" variant="light">
                {stepButtonLabel(step)}
              </Button>
            ) : (
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                The owner's step
              </Text>
            )}
          </Group>
        ))}
      </Stack>
      <Anchor component={Link} to={routeNamed('getting_started').path} size="sm" mt="sm" display="inline-block">
        See every step
      </Anchor>
    </Card>
  );
}
