// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { renderRoutes } from '../../ui/test-utils';
import { FeedbackForm } from './FeedbackForm';

const sent = vi.hoisted(() => ({ forms: [] as FormData[], answer: null as null | (() => Promise<unknown>) }));
vi.mock('../../api/upload', () => ({
  sendForm: (_endpoint: unknown, form: FormData) => {
    sent.forms.push(form);
    return sent.answer ? sent.answer() : Promise.resolve({ status: true, message: 'Thank you for your feedback.' });
  },
}));

// happy-dom has no font loading API; Mantine's autosize textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
}

afterEach(() => {
  sent.forms = [];
  sent.answer = null;
});

async function fillIn(user: ReturnType<typeof renderRoutes>['user']) {
  await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Slow checkout');
  await user.click(screen.getByRole('combobox', { name: 'Severity' }));
  await user.click(await screen.findByRole('option', { name: 'Critical' }));
  await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Takes 10 s');
}

const render = () => renderRoutes([{ path: '/', element: <FeedbackForm /> }]);

describe('the feedback form', () => {
  it('refuses to send without subject, severity and description', async () => {
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Enter a subject')).toBeTruthy();
    // Words a person can act on, not the list of values the API takes.
    expect(await screen.findByText('Choose how serious it is')).toBeTruthy();
    expect(sent.forms).toHaveLength(0);
  });

  it('disables the button while sending, then thanks and clears the form', async () => {
    let answer: (value: unknown) => void = () => {};
    sent.answer = () => new Promise((resolve) => (answer = resolve));
    const { user } = render();
    await fillIn(user);
    const images = [1, 2].map(
      (n) => new File([new Uint8Array([137, 80, 78, 71])], `shot${n}.png`, { type: 'image/png' }),
    );
    const picker = document.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(picker, images);
    await user.click(screen.getByRole('button', { name: 'Remove shot1.png' }));
    const button = screen.getByRole('button', { name: 'Send feedback' }) as HTMLButtonElement;
    await user.click(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    const form = sent.forms[0];
    expect(JSON.parse(String(form?.get('data')))).toEqual({
      title: 'Slow checkout',
      severity: 'Critical',
      description: 'Takes 10 s',
    });
    expect(form?.getAll('attachments').map((f) => (f as File).name)).toEqual(['shot2.png']);
    answer({ status: true, message: 'Thank you for your feedback.' });
    expect(await screen.findByText('Thank you for your feedback.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Subject' }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('combobox', { name: 'Severity' }) as HTMLInputElement).value).toBe('');
  });

  it("shows the server's message under the form when sending fails", async () => {
    sent.answer = () => Promise.reject(new ApiError(400, 'attachments: cat.png is not a JPEG or PNG image.'));
    const { user } = render();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('attachments: cat.png is not a JPEG or PNG image.');
  });
});
