// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuoteDetail } from '@stallfront/shared/requests';
import { ApiError } from '../../api/api-error';
import { renderRoutes } from '../../ui/test-utils';
import QuotePage from './QuotePage';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', () => ({ callApi }));
vi.mock('../../app/session/use-session', () => ({ useSession: () => ({ store: { data: { country: 'US' } } }) }));

// The schemas the forms validate with take uuids, as the server gives.
const QUOTE_ID = '2f0c8a36-5a1e-4d6b-9f11-6b1a0d6a7e01';
const LINE_ID = '8c7d2e10-3b4a-4f5e-8a9b-0c1d2e3f4a5b';

const LIVE: QuoteDetail = {
  _id: QUOTE_ID,
  number: 1042,
  status: 'live',
  name: 'Mira Castell',
  email: 'mira@example.com',
  phone: '',
  company: 'Castell Offices',
  note: 'Delivery to Boston',
  currency: 'USD',
  line_count: 1,
  total: 216_044,
  valid_until: null,
  created_on: '2026-11-24T04:00:00.000Z',
  terms: '',
  shipping: 0,
  lines: [{ _id: LINE_ID, sku: 'WHO-001', name: 'Starter Kit', quantity: 2, list_price: 108_022, quoted_price: null }],
  replied_on: null,
  confirmed_on: null,
  cancelled_on: null,
  cancel_reason: null,
  order_id: null,
  order_number: null,
  expired: false,
  today: '2026-11-24',
  version: 1,
};
const REPLIED: QuoteDetail = {
  ...LIVE,
  status: 'replied',
  lines: [{ ...(LIVE.lines[0] as QuoteDetail['lines'][number]), quoted_price: 1_250 }],
  valid_until: '2026-12-01',
  replied_on: '2026-11-24T04:05:00.000Z',
  version: 2,
};

/** Answers the quote calls by their path, as the server would. */
function serve(quote: QuoteDetail) {
  callApi.mockImplementation(async (endpoint: { path: string }, input: unknown) => {
    if (endpoint.path === '/store/quote/:id') return { status: true, data: quote };
    if (endpoint.path === '/store/quote/reply') return { status: true, data: REPLIED, message: 'Prices sent.' };
    if (endpoint.path === '/store/quote/cancel') {
      return {
        status: true,
        data: { ...quote, status: 'cancelled', cancel_reason: (input as { reason: string }).reason },
        message: 'Cancelled.',
      };
    }
    throw new Error(`unexpected call ${endpoint.path}`);
  });
}
const calls = (path: string) =>
  callApi.mock.calls.filter(([endpoint]) => endpoint.path === path).map(([, input]) => input);
const show = () =>
  renderRoutes(
    [{ path: '/orders/quotations/quote/:id', element: <QuotePage /> }],
    [`/orders/quotations/quote/${QUOTE_ID}`],
  );

beforeEach(() => {
  callApi.mockReset();
});
// Mantine's autosizing textarea listens for web fonts loading; happy-dom has no document.fonts.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
}

describe('the quote page', () => {
  it('offers a live quote a reply and a cancel, never a confirm, and sends the typed prices in minor units', async () => {
    serve(LIVE);
    const { user } = show();
    await screen.findByRole('heading', { name: 'Quote #1042' });
    expect(screen.queryByRole('button', { name: 'Confirm as order' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel quote' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Price of Starter Kit' }), '12.50');
    // A date field takes its value whole, as the browser's date picker sets it.
    fireEvent.change(screen.getByLabelText(/Prices valid until/), { target: { value: '2026-12-01' } });
    await user.click(await screen.findByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(calls('/store/quote/reply')).toHaveLength(1));
    expect(calls('/store/quote/reply')[0]).toMatchObject({
      _id: QUOTE_ID,
      version: 1,
      lines: [{ _id: LINE_ID, price: 1_250 }],
      shipping: 0,
      valid_until: '2026-12-01',
    });
    // The server's answer is a replied quote: now it may be confirmed.
    await screen.findByRole('button', { name: 'Confirm as order' });
  });

  it('refuses to send a reply with a line unpriced, naming the field, and calls nobody', async () => {
    serve(LIVE);
    const { user } = show();
    await user.type(await screen.findByRole('textbox', { name: 'Terms' }), 'Net 30');
    await user.click(await screen.findByRole('button', { name: 'Send reply' }));
    await screen.findByText('Enter a price');
    expect(calls('/store/quote/reply')).toEqual([]);
  });

  it('cancels with a reason without sending the reply form around the dialog', async () => {
    serve(REPLIED);
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'Cancel quote' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'No longer made');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel quote' }));
    await waitFor(() =>
      expect(calls('/store/quote/cancel')).toEqual([{ _id: QUOTE_ID, version: 2, reason: 'No longer made' }]),
    );
    expect(calls('/store/quote/reply')).toEqual([]);
  });

  it('says so when someone else changed the quote meanwhile (409 on its version)', async () => {
    serve(REPLIED);
    callApi.mockImplementation(async (endpoint: { path: string }) => {
      if (endpoint.path === '/store/quote/:id') return { status: true, data: REPLIED };
      throw new ApiError(
        409,
        'version: quote #1042 changed since you opened it (it is now cancelled). Reload it and try again.',
      );
    });
    const { user } = show();
    const shipping = await screen.findByRole('textbox', { name: 'Shipping' });
    await user.clear(shipping);
    await user.type(shipping, '5');
    await user.click(await screen.findByRole('button', { name: 'Send revised prices' }));
    await screen.findByText(/quote #1042 changed since you opened it/);
  });

  it('shows an expired reply as such and offers no confirm', async () => {
    serve({ ...REPLIED, expired: true });
    show();
    await screen.findByText(/The prices expired on Dec 1, 2026\./);
    expect(screen.queryByRole('button', { name: 'Confirm as order' })).toBeNull();
  });
});
