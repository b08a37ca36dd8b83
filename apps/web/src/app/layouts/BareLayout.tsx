import { Container } from '@mantine/core';
import { Outlet } from 'react-router';

/** The root routes (welcome, payment results, control panel, 404): a plain centred page. */
export default function BareLayout() {
  return (
    <Container size="md" py="xl" component="main">
      <Outlet />
    </Container>
  );
}
