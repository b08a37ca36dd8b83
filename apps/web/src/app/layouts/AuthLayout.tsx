import { Anchor, Box, Center, Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { Outlet, useLocation } from 'react-router';
import classes from './AuthLayout.module.css';

/** Sign-up and password reset: the brand and one card; a wider card with a welcome panel when the URL contains signup. */
export default function AuthLayout() {
  const signup = useLocation().pathname.includes('signup');
  return (
    <Box component="main" className={classes.page} data-card={signup ? 'signup' : 'signin'}>
      <Center className={classes.center}>
        <Paper withBorder shadow="md" radius="lg" className={signup ? classes.signupCard : classes.card}>
          {signup && (
            <Box className={classes.welcome} visibleFrom="md">
              <Title order={2} c="white">
                Open your store today
              </Title>
              <Text c="white" opacity={0.9} mt="sm">
                Fourteen days of every premium feature, free. Products, orders, quotes and your website in one place.
              </Text>
            </Box>
          )}
          <Box className={classes.form}>
            <Group gap="xs" mb="lg">
              <ThemeIcon radius="md" size="lg" aria-hidden>
                <IconBuildingStore size={20} />
              </ThemeIcon>
              <Text fw={700} size="lg">
                Stallfront
              </Text>
            </Group>
            <Outlet />
          </Box>
        </Paper>
      </Center>
      <Text ta="center" size="xs" c="dimmed" pb="md">
        Need help? <Anchor href="mailto:support@stallfront.local">support@stallfront.local</Anchor>
      </Text>
    </Box>
  );
}
