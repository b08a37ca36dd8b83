import { Box, Text } from '@mantine/core';
import type { StorySlide } from '@stallfront/shared/web-stories';

/** The slide being edited as a phone shows it: the picture filling the screen, its words low over a shade. */
export function StoryPreview({ slide, index, count }: { slide: StorySlide | undefined; index: number; count: number }) {
  const picture = slide?.media_type === 'video' ? slide.poster : slide?.media;
  return (
    <Box
      aria-label={`Preview of slide ${index + 1}`}
      role="img"
      style={{
        position: 'relative',
        width: 200,
        aspectRatio: '9 / 16',
        borderRadius: 16,
        overflow: 'hidden',
        border: '6px solid #1f1f1f',
        color: '#fff',
        flex: '0 0 auto',
        background: picture ? `#333 center / cover no-repeat url("${encodeURI(picture)}")` : '#5c5f66',
      }}
    >
      <Box style={{ position: 'absolute', top: 6, left: 6, right: 6, display: 'flex', gap: 3 }}>
        {Array.from({ length: count }, (_, i) => (
          <Box key={i} style={{ flex: 1, height: 2, background: i <= index ? '#fff' : 'rgba(255,255,255,.4)' }} />
        ))}
      </Box>
      {slide?.media_type === 'video' ? (
        <Text size="xs" style={{ position: 'absolute', top: 14, right: 10 }}>
          ▶ Video
        </Text>
      ) : null}
      <Box
        style={{
          position: 'absolute',
          inset: 'auto 0 0',
          padding: '40px 12px 12px',
          background: 'linear-gradient(to bottom, transparent, rgba(0,0,0,.75))',
        }}
      >
        {slide?.headline ? (
          <Text fw={700} size="md" lh={1.15}>
            {slide.headline}
          </Text>
        ) : null}
        {slide?.text ? (
          <Text size="xs" mt={4} style={{ whiteSpace: 'pre-line' }}>
            {slide.text}
          </Text>
        ) : null}
        {slide?.link ? (
          <Box
            mt={8}
            style={{ background: '#fff', color: '#111', borderRadius: 999, padding: '4px 10px', textAlign: 'center' }}
          >
            <Text size="xs" fw={600} truncate>
              {slide.link_label || 'Link'}
            </Text>
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}
