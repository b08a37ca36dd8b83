import { Box, Group, Text } from '@mantine/core';
import { fontStackOf, type ThemeColors, type ThemeFonts } from '@stallfront/shared/catalogue';
import { textToneOn } from '@stallfront/shared/rules';

const HEX = /^#[0-9a-f]{6}$/i;
const colourOr = (colour: string, fallback: string) => (HEX.test(colour) ? colour : fallback);
const onColour = (colour: string) => (textToneOn(colour) === 'dark' ? '#111' : '#fff');

/**
 * The shop's header, a heading, a line of text, a button and a badge in a theme's colours and
 * fonts: what a shopper will see, drawn as the shop draws it (the same font stacks, the same
 * light-or-dark text on the buttons).
 */
export function ThemePreview({
  colors,
  fonts,
  storeName = 'Your store',
  compact = false,
}: {
  colors: ThemeColors;
  fonts: ThemeFonts;
  storeName?: string;
  compact?: boolean;
}) {
  const primary = colourOr(colors.primary, '#2f6fed');
  const secondary = colourOr(colors.secondary, primary);
  const background = colourOr(colors.background, '#ffffff');
  const text = colourOr(colors.text, '#16181d');
  const heading = fontStackOf(fonts.heading);
  const body = fontStackOf(fonts.body);
  return (
    <Box
      data-testid="theme-preview"
      style={{
        background,
        color: text,
        fontFamily: body,
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 8,
        overflow: 'hidden',
      }}
    >
      <Group justify="space-between" px="sm" py={8} style={{ borderBottom: `1px solid ${text}22` }} wrap="nowrap">
        <Text fw={700} style={{ fontFamily: heading, color: text }} truncate>
          {storeName}
        </Text>
        <Text size="xs" style={{ color: text }}>
          Shop · Cart
        </Text>
      </Group>
      <Box p="sm">
        {compact ? null : (
          <Text fw={700} fz="lg" mb={4} style={{ fontFamily: heading, color: text }}>
            New arrivals
          </Text>
        )}
        <Text fz="sm" mb="xs" style={{ color: text }}>
          Linen shirt · $48.00
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Box
            data-testid="theme-preview-button"
            px="sm"
            py={6}
            fz="sm"
            fw={600}
            style={{ background: primary, color: onColour(primary), borderRadius: 6 }}
          >
            Add to cart
          </Box>
          <Box
            px={8}
            py={2}
            fz="xs"
            fw={600}
            style={{ background: secondary, color: onColour(secondary), borderRadius: 99 }}
          >
            Sale
          </Box>
        </Group>
      </Box>
    </Box>
  );
}
