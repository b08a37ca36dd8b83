import { Text, type TextProps, Tooltip } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

/**
 * Text cut to one line with an ellipsis, for the column that takes the width left. When it is
 * cut, the whole text shows in a tooltip while the pointer is on it or its row has the focus.
 */
export function CellText({ children, ...props }: { children: string } & TextProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    const text = ref.current;
    const row = text?.closest('tr, li');
    if (!text || !row) return;
    const show = () => setOpened(text.scrollWidth > text.clientWidth);
    const hide = () => setOpened(false);
    row.addEventListener('focusin', show);
    row.addEventListener('focusout', hide);
    return () => {
      row.removeEventListener('focusin', show);
      row.removeEventListener('focusout', hide);
    };
  }, []);

  return (
    <Tooltip label={children} opened={opened} multiline maw={420} openDelay={0} withinPortal>
      <Text
        ref={ref}
        truncate="end"
        onMouseEnter={(event) => setOpened(event.currentTarget.scrollWidth > event.currentTarget.clientWidth)}
        onMouseLeave={() => setOpened(false)}
        {...props}
      >
        {children}
      </Text>
    </Tooltip>
  );
}
