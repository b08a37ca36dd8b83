import type { ShopDonateData } from '@stallfront/shared/shop';
import { AmountChoice, CardField, ContactFields, CsrfField, FormMessage, TextInput } from '../components/form.js';

/** An amount (a preset or typed), a note and the card. */
export function DonatePage({ data }: { data: ShopDonateData }) {
  const { form } = data;
  return (
    <section className="narrow">
      <h1>Donate</h1>
      <p className="muted">Every gift helps. Choose an amount or type your own.</p>
      <FormMessage form={form} />
      <form method="post" action={data.action} className="stack" noValidate>
        <CsrfField />
        <input type="hidden" name="idempotency_key" value={data.idempotency_key} />
        <AmountChoice form={form} id="donate" presets={data.presets} />
        <TextInput form={form} id="donate" name="note" label="A note (optional)" maxLength={500} />
        <ContactFields form={form} id="donate" />
        <CardField form={form} id="donate" />
        <button type="submit" className="wide">
          Donate
        </button>
      </form>
    </section>
  );
}
