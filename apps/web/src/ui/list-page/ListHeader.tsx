import { Button, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { PrimaryAction } from './types';
import { countOf } from '@stallfront/shared/rules';

interface ListHeaderProps {
  title: string;
  /** How many rows match, when the screen counts them. */
  total?: number;
  countLabel?: (total: number) => string;
  primaryAction?: PrimaryAction;
  /** The export button, when the screen offers one. */
  exportButton?: React.ReactNode;
}

export function ListHeader({ title, total, countLabel, primaryAction, exportButton }: ListHeaderProps) {
  const countText = total === undefined ? undefined : (countLabel ?? defaultCountLabel(title))(total);
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        {countText && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {countText}
          </Text>
        )}
      </div>
      <Group gap="sm" wrap="wrap">
        {exportButton}
        {primaryAction &&
          ('to' in primaryAction ? (
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
