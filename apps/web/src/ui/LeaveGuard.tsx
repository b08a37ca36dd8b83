import { Button, Group, Modal, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useBlocker } from 'react-router';

interface LeaveGuardProps {
  /** Unsaved changes exist: leaving in the app asks first, and a reload or closing the tab asks the browser's own question. */
  dirty: boolean;
  /** Asked at the moment of an in-app navigation instead of `dirty`, for a screen that knows better then (a save just sent). */
  shouldBlock?: () => boolean;
}

/**
 * Asks before leaving a screen with unsaved changes, in the app ("Leave without saving?") and when the
 * tab closes or reloads. The router allows one at a time: render one per screen, from the screen's dirty parts.
 */
export function LeaveGuard({ dirty, shouldBlock = () => dirty }: LeaveGuardProps) {
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

/** Tells the screen whether one of its parts has unsaved changes. */
export type ReportDirty = (part: string, dirty: boolean) => void;

/** The unsaved state of a screen made of parts (tabs) that each know their own, for its one LeaveGuard. */
export function useDirtyParts(): { dirty: boolean; report: ReportDirty } {
  const [parts, setParts] = useState<Readonly<Record<string, boolean>>>({});
  const report = useCallback<ReportDirty>(
    (part, dirty) => setParts((now) => (now[part] === dirty ? now : { ...now, [part]: dirty })),
    [],
  );
  return { dirty: Object.values(parts).some(Boolean), report };
}

/** Reports a part's unsaved state while it is on screen, and none once it leaves. */
export function useReportDirty(report: ReportDirty, part: string, dirty: boolean): void {
  useEffect(() => report(part, dirty), [report, part, dirty]);
  useEffect(() => () => report(part, false), [report, part]);
}
