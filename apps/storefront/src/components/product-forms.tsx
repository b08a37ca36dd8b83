import type { ShopProductData } from '@stallfront/shared/shop';
import { durationWords } from '@stallfront/shared/appointment-categories';
import { ContactFields, CsrfField, FormMessage, TextInput } from './form.js';

/** The question form of enquiry stores and estates. */
export function EnquiryForm({ enquiry, name }: { enquiry: NonNullable<ShopProductData['enquiry']>; name: string }) {
  const { form } = enquiry;
  return (
    <form method="post" action={enquiry.action} className="stack enquiry" id="enquire" noValidate>
      <h2>{`Ask about ${name}`}</h2>
      <FormMessage form={form} />
      <CsrfField />
      <ContactFields form={form} id="enquiry" />
      <TextInput form={form} id="enquiry" name="message" label="Your question" required maxLength={2000} />
      <button type="submit" className="wide">
        Send question
      </button>
    </form>
  );
}

/** Days, then the chosen day's times (taken ones shown but not choosable), then who is coming. */
export function BookingForm({ booking }: { booking: NonNullable<ShopProductData['booking']> }) {
  const { form } = booking;
  const free = booking.slots.filter((s) => s.free);
  return (
    <div className="booking" id="book">
      <h2>Book a time</h2>
      <p className="muted">{`Each appointment takes ${durationWords(booking.minutes)}.`}</p>
      <nav className="days" aria-label="Days">
        {booking.days.map((d) => (
          <a key={d.day} href={d.href} aria-current={d.day === booking.day ? 'date' : undefined}>
            {d.label}
          </a>
        ))}
      </nav>
      <FormMessage form={form} />
      <form method="post" action={booking.action} className="stack" noValidate>
        <CsrfField />
        <fieldset className={form.errors.starts_at ? 'invalid' : undefined}>
          <legend>{`Times (${booking.time_zone})`}</legend>
          {booking.slots.length === 0 ? <p className="muted">No times are left on this day.</p> : null}
          <div className="slots">
            {booking.slots.map((slot) => (
              <label key={slot.starts_at} className={slot.free ? 'pill' : 'pill unavailable'}>
                <input
                  type="radio"
                  name="starts_at"
                  value={slot.starts_at}
                  disabled={!slot.free}
                  defaultChecked={form.values.starts_at === slot.starts_at}
                />
                <span>{slot.free ? slot.label : `${slot.label} (taken)`}</span>
              </label>
            ))}
          </div>
          {form.errors.starts_at ? <p className="error">{form.errors.starts_at}</p> : null}
        </fieldset>
        <ContactFields form={form} id="booking" />
        <TextInput form={form} id="booking" name="note" label="Note (optional)" maxLength={1000} />
        <button type="submit" className="wide" disabled={free.length === 0}>
          Book
        </button>
      </form>
    </div>
  );
}
