import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { BottomBarItem } from '@stallfront/shared/routes';
import { RouteIcon } from '../../../ui/RouteIcon';
import { isUnder } from './SideNav';
import classes from './shell.module.css';

/** The phone bottom bar of owners and vendors (spec section 2). */
export function BottomBar({ items }: { items: BottomBarItem[] }) {
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label="Quick navigation" grow gap={0} h="100%" wrap="nowrap">
      {items.map((item) => {
        const active = isUnder(pathname, item.path) || (item.alsoActiveUnder ?? []).some((p) => pathname.startsWith(p));
        return (
          <UnstyledButton
            key={item.path}
            component={Link}
            to={item.path}
            className={classes.bottomItem}
            data-active={active || undefined}
            aria-current={active ? 'page' : undefined}
          >
            <RouteIcon name={item.icon} size={22} />
            <Text size="xs" lh={1.2}>
              {item.label}
            </Text>
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
