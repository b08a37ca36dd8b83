import { TZDate } from '@date-fns/tz';

/** When a service store takes appointments, in its own time zone. */
export interface OpeningHours {
  /** ISO weekdays, 1 Monday to 7 Sunday. */
  days: number[];
  /** "09:00" */
  opens: string;
  closes: string;
  slotMinutes: number;
}

/** Until the store's settings set hours: Monday to Saturday, 9 to 6, an hour a slot. */
export const DEFAULT_OPENING_HOURS: OpeningHours = {
  days: [1, 2, 3, 4, 5, 6],
  opens: '09:00',
  closes: '18:00',
  slotMinutes: 60,
};
/** How far ahead a shopper may book. */
export const BOOKING_DAYS_AHEAD = 60;

/** Where a country has several zones, the one most of its shops keep (its capital's or largest city's). */
const MAIN_ZONE: Record<string, string> = {
  US: 'America/New_York',
  CA: 'America/Toronto',
  AU: 'Australia/Sydney',
  BR: 'America/Sao_Paulo',
  MX: 'America/Mexico_City',
  ID: 'Asia/Jakarta',
  KZ: 'Asia/Almaty',
  AR: 'America/Argentina/Buenos_Aires',
  CL: 'America/Santiago',
  ES: 'Europe/Madrid',
  PT: 'Europe/Lisbon',
  NZ: 'Pacific/Auckland',
  EC: 'America/Guayaquil',
  MY: 'Asia/Kuala_Lumpur',
  CN: 'Asia/Shanghai',
  DE: 'Europe/Berlin',
  UA: 'Europe/Kyiv',
  CY: 'Asia/Nicosia',
};

const countryZones = new Map<string, string>();

/** The store's time zone: the one it set, else its country's main zone, else UTC. */
export function storeTimeZone(country: string, chosen?: string | null): string {
  if (chosen) return chosen;
  const main = MAIN_ZONE[country];
  if (main) return main;
  // Every order call asks; building an Intl.Locale each time cost more than the call's query.
  let zone = countryZones.get(country);
  if (zone === undefined) {
    const locale = new Intl.Locale(`und-${country}`) as Intl.Locale & { timeZones?: string[] };
    const zones = locale.timeZones ?? [];
    zone = zones.length === 1 ? (zones[0] as string) : 'UTC';
    countryZones.set(country, zone);
  }
  return zone;
}

const minutesOf = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** The start of every slot on a day ("2026-11-24") in the zone; none on a closed day. */
export function slotsOn(day: string, timeZone: string, hours: OpeningHours = DEFAULT_OPENING_HOURS): Date[] {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const noon = new TZDate(y, m - 1, d, 12, 0, timeZone);
  const isoWeekday = ((noon.getDay() + 6) % 7) + 1;
  if (!hours.days.includes(isoWeekday)) return [];
  const slots: Date[] = [];
  for (let t = minutesOf(hours.opens); t + hours.slotMinutes <= minutesOf(hours.closes); t += hours.slotMinutes) {
    slots.push(new Date(new TZDate(y, m - 1, d, Math.floor(t / 60), t % 60, timeZone).getTime()));
  }
  return slots;
}

/** The day ("2026-11-24") an instant falls on in the zone. */
export function dayIn(instant: Date, timeZone: string): string {
  const local = new TZDate(instant.getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/** Why a start time cannot be booked whatever the hours: past, or too far ahead; else null. */
export function timeProblem(start: Date, now: Date): string | null {
  if (start.getTime() <= now.getTime()) return 'This time has passed; choose a later one';
  if (start.getTime() > now.getTime() + BOOKING_DAYS_AHEAD * 86_400_000) {
    return `Choose a time in the next ${BOOKING_DAYS_AHEAD} days`;
  }
  return null;
}

/** Why a start time cannot be booked (not a slot, past, too far ahead), or null. */
export function slotProblem(
  start: Date,
  timeZone: string,
  now: Date,
  hours: OpeningHours = DEFAULT_OPENING_HOURS,
): string | null {
  const problem = timeProblem(start, now);
  if (problem) return problem;
  const isSlot = slotsOn(dayIn(start, timeZone), timeZone, hours).some((s) => s.getTime() === start.getTime());
  return isSlot ? null : 'Choose one of the times offered';
}
