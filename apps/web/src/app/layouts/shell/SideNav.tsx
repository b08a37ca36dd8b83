import { NavLink, ScrollArea, Tooltip } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { MenuGroup, RouteEntry } from '@stallfront/shared/routes';
import { RouteIcon } from '../../../ui/RouteIcon';

export const isUnder = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

interface SideNavProps {
  groups: MenuGroup[];
  /** Icons only (the 75 px sidebar); a group's icon opens the full sidebar on that group. */
  collapsed: boolean;
  openGroup: string | null;
  onOpenGroup: (group: string | null) => void;
  onExpand: () => void;
}

/** The sidebar menu of a layout, from the route table's menu groups. */
export function SideNav({ groups, collapsed, openGroup, onOpenGroup, onExpand }: SideNavProps) {
  const { pathname } = useLocation();
  const item = (route: RouteEntry) => {
    const link = (
      <NavLink
        key={route.name}
        component={Link}
        to={route.path}
        label={collapsed ? undefined : route.label}
        aria-label={collapsed ? route.label : undefined}
        leftSection={<RouteIcon name={route.icon} />}
        active={isUnder(pathname, route.path)}
      />
    );
    return collapsed ? (
      <Tooltip key={route.name} label={route.label} position="right">
        {link}
      </Tooltip>
    ) : (
      link
    );
  };
  return (
    <ScrollArea type="auto" style={{ flex: 1 }}>
      <nav aria-label="Main menu">
        {groups.map(({ group, items }) => {
          if (!group) return items.map(item);
          const first = items[0];
          const activeHere = items.some((r) => isUnder(pathname, r.path));
          if (collapsed) {
            return (
              <Tooltip key={group} label={group} position="right">
                <NavLink
                  component="button"
                  type="button"
                  aria-label={group}
                  leftSection={<RouteIcon name={first?.icon ?? ''} />}
                  active={activeHere}
                  onClick={() => {
                    onExpand();
                    onOpenGroup(group);
                  }}
                />
              </Tooltip>
            );
          }
          return (
            <NavLink
              key={group}
              component="button"
              type="button"
              label={group}
              leftSection={<RouteIcon name={first?.icon ?? ''} />}
              opened={openGroup === group}
              onChange={(opened) => onOpenGroup(opened ? group : null)}
              childrenOffset={28}
              active={activeHere && openGroup !== group}
            >
              {items.map(item)}
            </NavLink>
          );
        })}
      </nav>
    </ScrollArea>
  );
}

/** The group holding the current path, opened when the sidebar first renders. */
export function groupOf(groups: MenuGroup[], pathname: string): string | null {
  return groups.find((g) => g.group && g.items.some((r) => isUnder(pathname, r.path)))?.group ?? null;
}
