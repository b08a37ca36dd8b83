// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppointmentDetail } from '@stallfront/shared/appointments';
import { renderRoutes } from '../../ui/test-utils';
import { AppointmentDrawer } from './AppointmentDrawer';

vi.mock('../../app/session/use-session', () => ({
  useSession: () => ({ store: { store_token: 'store-token', data: { login_type: 'admin' } } }),
}));
vi.mock('../../app/session/session-store', () => ({
  getSession: () => ({ store: { store_token: 'store-token' } }),
  endSession: vi.fn(),
  signInPathOf: () => '/session/signin',
}));

afterEach(() => vi.unstubAllGlobals());

const ID = '6f1c1d3e-0000-4000-8000-000000000002';

function appointment(overrides: Partial<AppointmentDetail> = {}): AppointmentDetail {
  return {
    _id: ID,
    service_id: 'svc',
    service_name: 'Hydra Facial',
    status: 'booked',
    starts_at: '2026-11-26T06:00:00.000Z',
    ends_at: '2026-11-26T07:00:00.000Z',
    day: '2026-11-26',
    time: '14:00',
    end_time: '15:00',
    name: 'Hannah Lee',
    email: 'hannah@example.com',
    phone: '',
    note: '',
    cancel_reason: null,
    held_until: null,
    version: 1,
    created_on: '2026-11-20T10:00:00.000Z',
    time_zone: 'Asia/Singapore',
    timeline: [
      {
        _id: 'b',
        action: 'booked',
        by: 'Hannah Lee',
        at: '2026-11-20T10:00:00.000Z',
        from_starts_at: null,
        to_starts_at: null,
        detail: '',
      },
    ],
    allowed_actions: ['reschedule', 'cancel', 'done'],
    ...overrides,
  };
}

const slots = {
  day: '2026-11-26',
  time_zone: 'Asia/Singapore',
  slots: [
    { starts_at: '2026-11-26T01:00:00.000Z', time: '09:00', free: false, current: false },
    { starts_at: '2026-11-26T02:00:00.000Z', time: '10:00', free: true, current: false },
    { starts_at: '2026-11-26T06:00:00.000Z', time: '14:00', free: false, current: true },
  ],
};

/** A fake API: the appointment, its slots, and `onAction` for the action call. */
function serve(current: () => AppointmentDetail, onAction: () => Response) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') return onAction();
    if (url.includes('/store/appointments/slots')) return Response.json({ status: true, data: slots });
    return Response.json({ status: true, data: current() });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const render = () =>
  renderRoutes([
    {
      path: '/',
      element: <AppointmentDrawer id={ID} today="2026-11-24" openDays={[1, 2, 3, 4, 5, 6]} onClose={() => {}} />,
    },
  ]);
const posted = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => JSON.parse(String(init?.body)));

describe('the appointment drawer', { timeout: 20_000 }, () => {
  it('offers the rule’s actions for a booked appointment and none for a done one', async () => {
    serve(
      () => appointment({ status: 'done', allowed_actions: [] }),
      () => Response.json({}),
    );
    render();
    await screen.findByText('Thu, Nov 26, 14:00–15:00');
    expect(screen.queryByRole('button', { name: 'Reschedule' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark done' })).toBeNull();
  });

  it('reschedules to a chosen free time with the version it saw; a taken time shows the server’s word', async () => {
    const fetchMock = serve(
      () => appointment(),
      () =>
        Response.json(
          { status: false, message: 'starts_at: someone has just booked this time; choose another' },
          { status: 409 },
        ),
    );
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const group = await screen.findByRole('radiogroup');
    await within(group).findByRole('radio', { name: '10:00' });
    expect(within(group).getByRole('radio', { name: '09:00' }).hasAttribute('disabled')).toBe(true);
    expect(within(group).getByRole('radio', { name: '14:00' }).hasAttribute('disabled')).toBe(true);
    await user.click(within(group).getByRole('radio', { name: '10:00' }));
    await user.click(screen.getByRole('button', { name: 'Move here' }));
    expect(await screen.findByText('someone has just booked this time; choose another')).toBeTruthy();
    expect(posted(fetchMock)).toEqual([
      { action: 'reschedule', starts_at: '2026-11-26T02:00:00.000Z', _id: ID, version: 1 },
    ]);
  });

  it('asks for a reason before cancelling, then sends it', async () => {
    const fetchMock = serve(
      () => appointment(),
      () =>
        Response.json({
          status: true,
          message: 'Appointment cancelled; the customer is emailed.',
          data: appointment({ status: 'cancelled', allowed_actions: [], version: 2, cancel_reason: 'Ill' }),
        }),
    );
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Cancel…' }));
    await user.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    expect(await screen.findByText('Say why it is cancelled')).toBeTruthy();
    expect(posted(fetchMock)).toEqual([]);
    await user.type(screen.getByLabelText(/Reason/), 'Ill');
    await user.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    await waitFor(() => expect(posted(fetchMock)).toEqual([{ action: 'cancel', reason: 'Ill', _id: ID, version: 1 }]));
    expect(await screen.findByText('Cancelled: Ill')).toBeTruthy();
  });
});
