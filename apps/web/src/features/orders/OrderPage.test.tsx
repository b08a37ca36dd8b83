// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '@stallfront/shared/orders';
import { renderRoutes } from '../../ui/test-utils';
import OrderPage from './OrderPage';

const who = vi.hoisted(() => ({ loginType: 'admin' }));
vi.mock('../../app/session/use-session', () => ({
  useSession: () => ({ store: { store_token: 'store-token', data: { login_type: who.loginType } } }),
}));
vi.mock('../../app/session/session-store', () => ({
  getSession: () => ({ store: { store_token: 'store-token' } }),
  endSession: vi.fn(),
  signInPathOf: () => '/session/signin',
}));

afterEach(() => {
  vi.unstubAllGlobals();
  who.loginType = 'admin';
});

const ID = '6f1c1d3e-0000-4000-8000-000000000001';
const event = {
  _id: `placed-${ID}`,
  action: 'placed',
  by: 'Asha Rao',
  at: '2026-11-20T10:00:00.000Z',
  from_status: null,
  from_stage: null,
  to_status: 'live',
  to_stage: 'placed',
  detail: 'Card, standard',
} as const;

function order(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    _id: ID,
    number: 1042,
    display_number: '#1042',
    status: 'live',
    stage: 'packed',
    source: 'shop',
    version: 3,
    customer_id: null,
    customer_name: 'Asha Rao',
    email: 'asha@example.com',
    phone: '',
    payment_method: 'test_card',
    payment_status: 'paid',
    delivery_method: 'standard',
    delivery_label: 'Standard delivery (3-5 days)',
    currency: 'INR',
    shipping_address: {
      line1: '12 Beach Road',
      line2: '',
      city: 'Chennai',
      region: '',
      postal_code: '600001',
      country: 'IN',
    },
    tracking_number: null,
    cancel_reason: null,
    customer_note: null,
    branch_id: null,
    subtotal: 100_000,
    tax: 18_000,
    shipping: 0,
    total: 118_000,
    item_count: 1,
    tax_split: [{ name: 'IGST', rate_bp: 1800, taxable: 100_000, tax: 18_000 }],
    coupon: null,
    lines: [],
    payments: [],
    notes: [],
    timeline: [event],
    allowed_actions: [],
    partial: false,
    created_on: '2026-11-20T10:00:00.000Z',
    updated_on: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A fake API: GET answers the order as it is; POST /action answers `onAction`. */
function serve(
  current: () => OrderDetail,
  onAction: () => Response = () => Response.json({ status: true, data: current() }),
) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) =>
    init?.method === 'POST' && url.endsWith('/store/orders/action')
      ? onAction()
      : Response.json({ status: true, data: current() }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const render = () => renderRoutes([{ path: '/orders/product/:id', element: <OrderPage /> }], [`/orders/product/${ID}`]);
const buttonNames = () =>
  within(
    screen.getByRole('heading', { name: 'Order #1042' }).closest('div')?.parentElement?.parentElement as HTMLElement,
  )
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('the order page', { timeout: 20_000 }, () => {
  it('offers the owner the actions the shared rule allows for a packed order, the next step first', async () => {
    serve(() => order());
    render();
    await screen.findByRole('heading', { name: 'Order #1042' });
    expect(buttonNames()).toEqual([
      'Mark shipped',
      'Cancel order',
      'Edit shipping address',
      'Add note',
      'Invoice',
      'Packing slip',
    ]);
  });

  it('offers a vendor of a shared order notes only, and says why', async () => {
    who.loginType = 'vendor';
    serve(() => order({ partial: true }));
    render();
    await screen.findByRole('heading', { name: 'Order #1042' });
    expect(buttonNames()).toEqual(['Add note', 'Invoice', 'Packing slip']);
    expect(screen.getByText(/also has items of other sellers/)).toBeTruthy();
  });

  it('downloads the invoice PDF of the order from the Invoice button', async () => {
    const fetchMock = serve(() => order());
    fetchMock.mockImplementation(async (url: string) =>
      url.endsWith('/invoice')
        ? new Response('%PDF-1.3', { headers: { 'content-type': 'application/pdf' } })
        : Response.json({ status: true, data: order() }),
    );
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:invoice');
    render();
    (await screen.findByRole('button', { name: 'Invoice' })).click();
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/store/orders/${ID}/invoice`,
      expect.objectContaining({ headers: expect.objectContaining({ accept: 'application/pdf, application/json' }) }),
    );
    created.mockRestore();
  });

  it('shows the file a shopper sent with an add-on, and downloads it as they sent it', async () => {
    const FILE = '6f1c1d3e-0000-4000-8000-0000000000f1';
    const line = {
      _id: '6f1c1d3e-0000-4000-8000-0000000000a1',
      product_id: null,
      vendor_id: null,
      sku: 'TOTE-1',
      name: 'Canvas Tote',
      option_values: [],
      image: null,
      unit_price: 100_000,
      addons: [{ name: 'Print your photo', price: 19_900, file: { id: FILE, name: 'beach.png' } }],
      measurements: [],
      quantity: 1,
      tax_rate_bp: 1800,
      hsn_code: null,
      discount: 0,
      discount_note: null,
      coupon_discount: 0,
      subtotal: 100_000,
      tax: 18_000,
    };
    const fetchMock = serve(() => order({ lines: [line] }));
    fetchMock.mockImplementation(async (url: string) =>
      url.endsWith(`/files/${FILE}`)
        ? new Response('png bytes', { headers: { 'content-type': 'image/png' } })
        : Response.json({ status: true, data: order({ lines: [line] }) }),
    );
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:photo');
    render();
    await screen.findByText('Print your photo: beach.png');
    (await screen.findByRole('button', { name: 'Download beach.png' })).click();
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledWith(`/api/store/orders/${ID}/files/${FILE}`, expect.anything());
    created.mockRestore();
  });

  it('shows a conflict as a message with a reload that fetches the order again', async () => {
    let current = order({ stage: 'placed', version: 1 });
    const fetchMock = serve(
      () => current,
      () => {
        current = order({ stage: 'confirmed', version: 2 });
        return Response.json(
          { status: false, message: 'This order was changed by someone else since you opened it; nothing was saved.' },
          { status: 409 },
        );
      },
    );
    const { user } = render();
    await screen.findByRole('heading', { name: 'Order #1042' });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const alert = await screen.findByRole('alert', { name: /Changed by someone else/ });
    const sent = JSON.parse(String(fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')?.[1]?.body));
    expect(sent).toEqual({ action: 'confirm', _id: ID, version: 1 });
    await user.click(within(alert).getByRole('button', { name: 'Reload the order' }));
    await waitFor(() => expect(screen.queryByRole('alert', { name: /Changed by someone else/ })).toBeNull());
    expect(await screen.findByRole('button', { name: 'Mark packed' })).toBeTruthy();
  });
});
