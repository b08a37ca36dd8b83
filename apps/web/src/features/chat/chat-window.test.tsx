// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@stallfront/shared/chat';
import { renderRoutes } from '../../ui/test-utils';
import { ChatComposer } from './ChatComposer';
import { ChatThread } from './ChatThread';

const message = (content: string, from: 'store' | 'support' = 'store'): ChatMessage => ({
  _id: crypto.randomUUID(),
  room_id: crypto.randomUUID(),
  sender_id: '',
  sender_name: from === 'support' ? 'Stallfront Support' : 'Owner',
  content,
  image: null,
  createdAt: new Date().toISOString(),
  from,
  viewed: false,
});

// happy-dom has no document.fonts, which Mantine's autosize textarea listens on.
beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
});

describe('the chat window', () => {
  it('shows a message’s lines with break elements and its markup as text', () => {
    const threadProps = {
      mine: 'store' as const,
      hasOlder: false,
      loading: false,
      loadingOlder: false,
      onReachTop: () => {},
    };
    renderRoutes([
      {
        path: '/',
        element: <ChatThread {...threadProps} messages={[message('one\ntwo <img src=x onerror=alert(1)>')]} />,
      },
    ]);
    const content = screen.getByTestId('chat-content');
    expect(content.innerHTML).toBe('one<br>two &lt;img src=x onerror=alert(1)&gt;');
    expect(content.querySelector('img')).toBeNull();
  });

  it('sends on Enter, breaks the line on Shift+Enter, and sends no blank text', async () => {
    const onSend = vi.fn(async () => {});
    const { user } = renderRoutes([{ path: '/', element: <ChatComposer allowImages onSend={onSend} /> }]);
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    await user.clear(box);
    await user.type(box, 'first{Shift>}{Enter}{/Shift}second{Enter}');
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('first\nsecond', null));
    await waitFor(() => expect(box).toHaveProperty('value', ''));
  });

  it('ignores a GIF, refuses an image over 1 MB with the spec’s words, and previews a PNG before sending', async () => {
    const onSend = vi.fn(async () => {});
    const { user } = renderRoutes([{ path: '/', element: <ChatComposer allowImages onSend={onSend} /> }]);
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File(['gif'], 'cat.gif', { type: 'image/gif' }));
    expect(screen.queryByTestId('chat-image-preview')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.upload(input, new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(screen.getByRole('alert').textContent).toBe('Accept file size upto 1 MB');
    const png = new File([new Uint8Array(10)], 'shot.png', { type: 'image/png' });
    await user.upload(input, png);
    expect(screen.getByTestId('chat-image-preview')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('', png));
    await waitFor(() => expect(screen.queryByTestId('chat-image-preview')).toBeNull());
  });
});
