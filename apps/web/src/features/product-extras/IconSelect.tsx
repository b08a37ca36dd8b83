import { Group, Select, type SelectProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

interface IconSelectProps extends Omit<SelectProps, 'data' | 'leftSection' | 'renderOption'> {
  /** Each icon's glyph, by key (a shared *_GLYPHS set). */
  glyphs: Record<string, Icon>;
  /** Each icon's name, by key (a shared *_ICONS set). */
  names: Record<string, string>;
}

/** The glyph of one icon key, drawn as a list cell or a select's option does. */
export function IconGlyph({ glyphs, icon }: { glyphs: Record<string, Icon>; icon: string }) {
  const Glyph = glyphs[icon];
  return Glyph ? <Glyph size={18} aria-hidden /> : null;
}

/** A select of a named icon set that shows each icon beside its name, and the chosen one in the field. */
export function IconSelect({ glyphs, names, value, ...props }: IconSelectProps) {
  return (
    <Select
      required
      allowDeselect={false}
      data={Object.entries(names).map(([key, name]) => ({ value: key, label: name }))}
      leftSection={value ? <IconGlyph glyphs={glyphs} icon={value} /> : null}
      renderOption={({ option }) => (
        <Group gap="xs">
          <IconGlyph glyphs={glyphs} icon={option.value} />
          {option.label}
        </Group>
      )}
      value={value}
      {...props}
    />
  );
}
