import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { STORY_MEDIA_TYPES, STORY_SECONDS, STORY_SLIDES_MAX, type StorySlide } from '@stallfront/shared/web-stories';
import { SingleImageInput } from '../../ui/resource-page/SingleImageInput';
import type { ResourceValues } from '../../ui/resource-page/types';
import { StoryPreview } from './StoryPreview';

type StoryForm = UseFormReturnType<ResourceValues>;

export const BLANK_SLIDE: StorySlide = {
  media_type: 'image',
  media: '',
  poster: '',
  headline: '',
  text: '',
  link: '',
  link_label: '',
  seconds: STORY_SECONDS.usual,
};

const hasError = (form: StoryForm, i: number) => Object.keys(form.errors).some((key) => key.startsWith(`slides.${i}.`));

/**
 * The story's slides: a row each (chosen, moved up or down, removed), the chosen slide's inputs,
 * and beside them the chosen slide as a phone shows it.
 */
export function StorySlides({ form }: { form: StoryForm }) {
  const slides = (form.getValues().slides ?? []) as StorySlide[];
  const [chosen, setChosen] = useState(0);
  const current = Math.min(chosen, Math.max(0, slides.length - 1));
  const move = (from: number, to: number) => {
    form.reorderListItem('slides', { from, to });
    setChosen(to);
  };
  const listError = form.errors.slides;
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        Slides ({slides.length} of {STORY_SLIDES_MAX})
      </Text>
      <Stack gap={4} role="list" aria-label="Slides">
        {slides.map((slide, i) => (
          <Paper
            key={i}
            role="listitem"
            withBorder
            p={6}
            bg={i === current ? 'var(--mantine-color-blue-light)' : undefined}
          >
            <Group gap="xs" wrap="nowrap">
              <UnstyledButton
                style={{ flex: 1, minWidth: 0 }}
                onClick={() => setChosen(i)}
                aria-pressed={i === current}
              >
                <Text size="sm" truncate c={hasError(form, i) ? 'red' : undefined}>
                  {`Slide ${i + 1}: ${slide.headline || (slide.media_type === 'video' ? 'Video' : 'Image')}`}
                  {hasError(form, i) ? ' (check it)' : ''}
                </Text>
              </UnstyledButton>
              <ActionIcon
                variant="subtle"
                aria-label={`Move slide ${i + 1} up`}
                disabled={i === 0}
                onClick={() => move(i, i - 1)}
              >
                <IconArrowUp size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                aria-label={`Move slide ${i + 1} down`}
                disabled={i === slides.length - 1}
                onClick={() => move(i, i + 1)}
              >
                <IconArrowDown size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove slide ${i + 1}`}
                disabled={slides.length === 1}
                onClick={() => {
                  form.removeListItem('slides', i);
                  setChosen(Math.max(0, i - 1));
                }}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Paper>
        ))}
      </Stack>
      {typeof listError === 'string' ? (
        <Text c="red" size="xs">
          {listError}
        </Text>
      ) : null}
      <Button
        variant="default"
        leftSection={<IconPlus size={16} />}
        disabled={slides.length >= STORY_SLIDES_MAX}
        onClick={() => {
          form.insertListItem('slides', { ...BLANK_SLIDE });
          setChosen(slides.length);
        }}
      >
        Add a slide
      </Button>
      {slides[current] ? (
        <Group align="flex-start" gap="md" wrap="wrap">
          <SlideInputs form={form} index={current} slide={slides[current]} />
          <StoryPreview slide={slides[current]} index={current} count={slides.length} />
        </Group>
      ) : null}
    </Stack>
  );
}

/** The inputs of one slide: its picture or video, its words, its link and how long it shows. */
function SlideInputs({ form, index, slide }: { form: StoryForm; index: number; slide: StorySlide }) {
  const at = (key: keyof StorySlide) => `slides.${index}.${key}`;
  return (
    <Stack gap="xs" style={{ flex: '1 1 15rem', minWidth: 0 }}>
      <Text fw={500} size="sm">
        Slide {index + 1}
      </Text>
      <SegmentedControl
        aria-label={`Slide ${index + 1} shows`}
        data={Object.entries(STORY_MEDIA_TYPES).map(([value, label]) => ({ value, label }))}
        {...form.getInputProps(at('media_type'))}
      />
      {slide.media_type === 'video' ? (
        <>
          <TextInput
            label="Video address"
            description="An MP4 file on https, portrait (9:16) looks best"
            placeholder="https://cdn.example.com/look.mp4"
            maxLength={2048}
            {...form.getInputProps(at('media'))}
          />
          <SingleImageInput form={form} field={at('poster')} label="Still shown before the video plays" withLibrary />
        </>
      ) : (
        <SingleImageInput form={form} field={at('media')} label="Image (portrait 9:16 looks best)" withLibrary />
      )}
      <TextInput label="Headline" maxLength={90} {...form.getInputProps(at('headline'))} />
      <Textarea label="Text" autosize minRows={2} maxLength={280} {...form.getInputProps(at('text'))} />
      <TextInput
        label="Link"
        description="Optional: a path of your shop like /p/oxford-shirt, or https://…"
        maxLength={2048}
        {...form.getInputProps(at('link'))}
      />
      <Group grow align="flex-start">
        <TextInput
          label="Link words"
          placeholder="Shop the look"
          maxLength={40}
          {...form.getInputProps(at('link_label'))}
        />
        <NumberInput
          label="Seconds shown"
          min={STORY_SECONDS.min}
          max={STORY_SECONDS.max}
          allowDecimal={false}
          {...form.getInputProps(at('seconds'))}
        />
      </Group>
    </Stack>
  );
}
