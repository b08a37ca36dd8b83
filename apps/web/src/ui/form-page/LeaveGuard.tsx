import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

interface LeaveGuardProps {
  /** Unsaved changes exist: a reload or closing the tab asks the browser's own question. */
  dirty: boolean;
  /** Asked at the moment of an in-app navigation. */
  shouldBlock: () => boolean;
}

/** Asks before leaving a form with unsaved changes, in the app and when the tab closes or reloads. */
export function LeaveGuard({ dirty, shouldBlock }: LeaveGuardProps) {
  // Only another page counts: a form may keep its own state (a tab) in the search params.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && shouldBlock(),
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const stay = () => blocker.reset?.();
  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={stay}
      title="Leave without saving?"
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Stay on this page' }}
      centered
    >
      <Text size="sm">Your changes on this page have not been saved and will be lost.</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={stay} data-autofocus>
          Stay
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          Leave
        </Button>
      </Group>
    </Modal>
  );
}
