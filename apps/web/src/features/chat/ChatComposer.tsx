import {
  ActionIcon,
  CloseButton,
  FileButton,
  Group,
  Image,
  Paper,
  Stack,
  Text,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { IconPhoto, IconSend } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { CHAT_IMAGE_TYPES, CHAT_TEXT_MAX, chatImageCheck, enterAction, isSendable } from '@stallfront/shared/chat';

interface ChatComposerProps {
  onSend: (content: string, image: File | null) => Promise<void>;
  /** The owner may attach an image; the admin's reply is text. */
  allowImages: boolean;
}

/** The message box: Enter sends, Shift+Enter breaks the line; an image is previewed, its caption optional. */
export function ChatComposer({ onSend, allowImages }: ChatComposerProps) {
  const [content, setContent] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!image) return setPreview(null);
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  const pick = (file: File | null) => {
    if (!file) return;
    const check = chatImageCheck(file);
    // Other types are ignored (spec section 8); a large image is named.
    if (check === 'ignore') return;
    setProblem(check === 'ok' ? null : check);
    if (check === 'ok') setImage(file);
  };

  const send = async () => {
    if (sending || !isSendable(content, image !== null)) return;
    setSending(true);
    try {
      await onSend(content.trim() ? content : '', image);
      setContent('');
      setImage(null);
      setProblem(null);
    } catch (error) {
      // The spec only logs chat failures; the person still needs to know it did not go.
      console.warn('The chat message was not sent', error);
      setProblem(error instanceof Error ? error.message : 'The message was not sent.');
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap={6} pt="xs" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      {preview && (
        <Paper withBorder p={6} radius="md" data-testid="chat-image-preview">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Image src={preview} alt="Image to send" mah={120} maw={200} fit="contain" radius="sm" />
            <CloseButton aria-label="Remove the image" onClick={() => setImage(null)} disabled={sending} />
          </Group>
          <Text size="xs" c="dimmed">
            Add a caption below (optional) and send.
          </Text>
        </Paper>
      )}
      {problem && (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      )}
      <Group gap={6} align="flex-end" wrap="nowrap">
        {allowImages && (
          <FileButton onChange={pick} accept={CHAT_IMAGE_TYPES.join(',')}>
            {(props) => (
              <Tooltip label="Attach an image (JPEG, PNG or WebP, up to 1 MB)">
                <ActionIcon {...props} variant="default" size="lg" aria-label="Attach an image" disabled={sending}>
                  <IconPhoto size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
          </FileButton>
        )}
        <Textarea
          aria-label="Message"
          placeholder={image ? 'Caption (optional)' : 'Type a message'}
          autosize
          minRows={1}
          maxRows={5}
          maxLength={CHAT_TEXT_MAX}
          style={{ flex: 1 }}
          value={content}
          onChange={(event) => setContent(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (
              enterAction({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing }) ===
              'send'
            ) {
              event.preventDefault();
              void send();
            }
          }}
        />
        <ActionIcon
          size="lg"
          aria-label="Send"
          onClick={() => void send()}
          loading={sending}
          disabled={!isSendable(content, image !== null)}
        >
          <IconSend size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Stack>
  );
}
