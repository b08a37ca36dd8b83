import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ClickRowAction } from './types';

/** The per-row actions behind one "more" button, so rows stay narrow. */
export function RowActionsMenu<Row>({
  row,
  actions,
  label,
}: {
  row: Row;
  actions: readonly ClickRowAction<Row>[];
  label: string;
}) {
  const shown = actions.filter((action) => !action.hidden?.(row));
  if (shown.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Actions for ${label}`}
          onClick={(e) => e.stopPropagation()}
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown onClick={(e) => e.stopPropagation()}>
        {shown.map((action) => (
          <Menu.Item
            key={action.label}
            leftSection={action.icon}
            color={action.color}
            onClick={() => action.onClick(row)}
          >
            {action.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
