import { ActionIcon, Button, Group, Skeleton, Text, Title, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import type { ListCount, PrimaryAction, SecondaryAction } from './types';
import { countOf } from '@stallfront/shared/rules';

interface ListHeaderProps {
  title: string;
  /** How many rows match, when the screen counts them. */
  count?: ListCount;
  countLabel?: (total: number) => string;
  primaryAction?: PrimaryAction;
  secondaryActions?: readonly SecondaryAction[];
  /** The export button, when the screen offers one. */
  exportButton?: React.ReactNode;
  /** The saved views menu, when the list has an id to keep views under. */
  viewsMenu?: React.ReactNode;
  /** The count is on its way: a placeholder keeps its line. */
  counting: boolean;
  /** Side actions as icons, so a phone keeps every action on one row. */
  compact?: boolean;
}

export function ListHeader({
  title,
  count,
  countLabel,
  primaryAction,
  secondaryActions = [],
  exportButton,
  viewsMenu,
  counting,
  compact = false,
}: ListHeaderProps) {
  const label = count && (countLabel ?? defaultCountLabel(title))(count.total);
  const countText = count?.capped ? `More than ${label}` : label;
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        {countText ? (
          <Text size="sm" c="dimmed" aria-live="polite">
            {countText}
          </Text>
        ) : (
          counting && <Skeleton height={14} width={90} mt={4} mb={3} />
        )}
      </div>
      <Group gap="sm" wrap="wrap">
        {secondaryActions.map((action) =>
          compact ? (
            <Tooltip key={action.to} label={action.label}>
              <ActionIcon component={Link} to={action.to} variant="default" size="input-sm" aria-label={action.label}>
                {action.icon}
              </ActionIcon>
            </Tooltip>
          ) : (
            <Button key={action.to} component={Link} to={action.to} variant="subtle" leftSection={action.icon}>
              {action.label}
            </Button>
          ),
        )}
        {viewsMenu}
        {exportButton}
        {primaryAction &&
          ('element' in primaryAction ? (
            primaryAction.element
          ) : 'to' in primaryAction ? (
            <Button component={Link} to={primaryAction.to} leftSection={primaryAction.icon}>
              {primaryAction.label}
            </Button>
          ) : (
            <Button onClick={primaryAction.onClick} leftSection={primaryAction.icon}>
              {primaryAction.label}
            </Button>
          ))}
      </Group>
    </Group>
  );
}

/** "1 product", "12 products" from a plural title. */
const defaultCountLabel = (title: string) => (total: number) => {
  const plural = title.toLowerCase();
  return countOf(total, plural.replace(/s$/, ''), plural);
};
