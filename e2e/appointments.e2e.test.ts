import { mkdirSync } from 'node:fs';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bookings, mailOutbox, stores } from '../apps/server/src/db/schema/index.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { signedInPage } from './support/console.js';
import { shopPage } from './support/shop.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite();
const OWNER = 'owner@glow-studio.demo';
const SHOTS = process.env.APPOINTMENT_SHOTS ?? '/tmp/shots-appointments';
const db = () => suite.server.app.ctx.db;

/** Into the shared screenshots folder and the one this screen's review reads. */
async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
  await screenshot(page, name);
}

/** Glow Studio's next booked appointment at least a day ahead, from the demo calendar. */
async function nextBooked() {
  const [store] = await db().select({ id: stores.id }).from(stores).where(eq(stores.subDomain, 'glow-studio'));
  const [row] = await db()
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.storeId, store?.id ?? ''),
        eq(bookings.status, 'booked'),
        gt(bookings.startsAt, new Date(Date.now() + 86_400_000)),
      ),
    )
    .orderBy(asc(bookings.startsAt))
    .limit(1);
  if (!row) throw new Error('no booked appointment ahead in the Glow Studio demo');
  return row;
}

async function signedIn(viewport = DESKTOP) {
  const { page } = await signedInPage(suite, OWNER, { viewport });
  await page.getByRole('alert').filter({ hasText: 'Signed in.' }).waitFor({ state: 'hidden' });
  return page;
}

const zoneDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(at);

describe('appointments in the console', () => {
  it('opens the week calendar and reschedules an appointment to a free time, where it then shows', async () => {
    const appointment = await nextBooked();
    const day = zoneDay(appointment.startsAt);
    const page = await signedIn();
    await page.goto('/orders/appointments');
    const calendar = page.getByRole('region', { name: 'Appointments calendar' });
    await calendar.waitFor();
    // The demo's week is full: this week's appointments are on the first screen.
    await expect.poll(() => calendar.locator('[data-appointment]').count()).toBeGreaterThan(3);
    await shot(page, 'appointments-week-1280');

    await page.goto(`/orders/appointments?day=${day}`);
    const event = page.locator(`[data-appointment="${appointment.id}"]`);
    await event.waitFor();
    await event.click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: 'Reschedule' }).click();
    const free = drawer.getByRole('radio').and(page.locator(':not([disabled])'));
    await expect.poll(() => free.count()).toBeGreaterThan(0);
    const target = free.last();
    const time = ((await target.textContent()) ?? '').trim();
    expect(time).toMatch(/^\d{2}:\d{2}$/);
    await target.click();
    await shot(page, 'appointments-reschedule-1280');
    await drawer.getByRole('button', { name: 'Move here' }).click();
    await page.getByRole('alert').filter({ hasText: 'Appointment moved' }).first().waitFor();
    await expect.poll(() => drawer.getByTestId('appointment-when').textContent()).toContain(`${time}–`);
    await drawer.getByText('Rescheduled', { exact: true }).waitFor();
    await page.keyboard.press('Escape');

    // It moved on the calendar: into the cell of its day and new time.
    await expect
      .poll(() => page.locator(`[data-cell="${day} ${time}"] [data-appointment="${appointment.id}"]`).count())
      .toBe(1);
    const [moved] = await db().select().from(bookings).where(eq(bookings.id, appointment.id));
    expect(moved?.version).toBe(appointment.version + 1);
    expect(moved?.startsAt.getTime()).not.toBe(appointment.startsAt.getTime());
    await expect
      .poll(
        async () => (await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, appointment.email))).length,
      )
      .toBeGreaterThan(0);

    // The toast sits over the heading; the screenshots wait it out.
    await page.getByRole('alert').filter({ hasText: 'Appointment moved' }).first().waitFor({ state: 'hidden' });
    await page.locator('.mantine-SegmentedControl-label', { hasText: /^Day$/ }).click();
    await expect.poll(() => page.getByTestId('calendar-range').textContent()).not.toContain('–');
    await shot(page, 'appointments-day-1280');
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await page.getByRole('row').filter({ hasText: appointment.name }).first().waitFor();
    await shot(page, 'appointments-list-1280');
    await page.context().close();
  });

  it('shows the day as an agenda on a phone, opens an appointment and lists them all', async () => {
    const appointment = await nextBooked();
    const day = zoneDay(appointment.startsAt);
    const page = await signedIn(PHONE);
    // The Orders hub counts the booked ones and leads to the screen.
    await page.goto('/orders');
    await page.getByRole('link', { name: /^Appointments.*\d+ booked/ }).click();
    await page.waitForURL('**/orders/appointments');
    await page.goto(`/orders/appointments?day=${day}`);
    const card = page.locator(`[data-appointment="${appointment.id}"]`);
    await card.waitFor();
    expect(await page.getByRole('region', { name: 'Appointments calendar' }).count()).toBe(0);
    await shot(page, 'appointments-day-390');
    await card.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mark done' }).waitFor();
    await shot(page, 'appointments-drawer-390');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await page.getByRole('heading', { name: 'Appointments' }).waitFor();
    await expect.poll(() => page.getByText(/\d+ appointments/).count()).toBeGreaterThan(0);
    await shot(page, 'appointments-list-390');
    // The longest day label (a Wednesday of September) fits a phone: whatever today is.
    await page.goto('/orders/appointments?day=2026-09-30');
    await expect.poll(() => page.getByTestId('calendar-range').textContent()).toMatch(/^Wednesday, Sep 30/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});

describe('appointment categories', () => {
  /** The first Sunday from tomorrow in Singapore: a day the fixed hours keep closed. */
  function nextSunday() {
    for (let i = 1; ; i++) {
      const day = zoneDay(new Date(Date.now() + i * 86_400_000));
      if (new Date(`${day}T12:00:00Z`).getUTCDay() === 0) return day;
    }
  }

  it('lets the owner open Haircuts on Sundays, and a shopper books a haircut at a time it offers', async () => {
    const sunday = nextSunday();
    const phone = await signedIn(PHONE);
    await phone.goto('/setting/appointment-categories');
    await phone.getByText('Haircuts').first().waitFor();
    await shot(phone, 'appointment-categories-390');
    await phone.getByText('Haircuts').first().click();
    await phone
      .getByRole('form', { name: 'appointment category' })
      .getByLabel('Saturday opens')
      .scrollIntoViewIfNeeded();
    await shot(phone, 'appointment-categories-form-390');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await phone.context().close();

    const page = await signedIn();
    await page.goto('/setting/appointment-categories');
    await page.getByRole('row').filter({ hasText: 'Haircuts' }).click();
    const form = page.getByRole('form', { name: 'appointment category' });
    await form.getByLabel('Sunday', { exact: true }).check();
    await form.getByLabel('Sunday opens').fill('10:00');
    await form.getByLabel('Sunday closes').fill('09:00');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Sunday must close after it opens').waitFor();
    await form.getByLabel('Sunday closes').fill('13:00');
    await shot(page, 'appointment-categories-form-1280');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'hidden' });
    await page.getByRole('row').filter({ hasText: 'Mon–Sun' }).waitFor();
    await page.getByRole('alert').first().waitFor({ state: 'hidden' });
    await shot(page, 'appointment-categories-1280');
    await page.context().close();

    // 45 minutes and 15 kept free: 10:00, 11:00 and 12:00 (ending 12:45, before 13:00).
    const { page: shopper, errors } = await shopPage(suite);
    await shopper.goto(`/s/glow-studio/p/haircut-and-style?day=${sunday}`);
    const times = shopper.locator('input[name="starts_at"]');
    await expect.poll(() => times.count()).toBe(3);
    const ten = new Date(`${sunday}T10:00:00+08:00`).toISOString();
    await shopper.locator(`input[name="starts_at"][value="${ten}"]`).check();
    const book = shopper.locator('#book form');
    await book.getByLabel('Your name').fill('Nur Aisyah');
    await book.getByLabel('Email').fill('nur@example.com');
    await book.getByRole('button', { name: 'Book' }).click();
    await shopper.getByRole('heading', { name: 'Confirm your booking by email' }).waitFor();
    const held = await db().select().from(bookings).where(eq(bookings.email, 'nur@example.com'));
    expect(held.map((b) => [b.startsAt.toISOString(), b.endsAt.getTime() - b.startsAt.getTime()])).toEqual([
      [ten, 45 * 60_000],
    ]);
    expect(errors).toEqual([]);
    await shopper.context().close();
  });
});
