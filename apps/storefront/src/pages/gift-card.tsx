import type { ShopGiftCardData, ShopGiftCardIssuedData } from '@stallfront/shared/shop';
import { AmountChoice, CardField, ContactFields, CsrfField, FormMessage, TextInput } from '../components/form.js';

/** Buy a gift card (an amount, who it is for, the card) and check what a card holds. */
export function GiftCardPage({ data }: { data: ShopGiftCardData }) {
  const { form } = data;
  return (
    <section className="narrow">
      <h1>Gift cards</h1>
      <p className="muted">
        Send a gift card by email. It pays at checkout, and what is not spent stays on the card.
        {data.validity ? ` ${data.validity}.` : ''}
      </p>
      <FormMessage form={form} />
      <form method="post" action={data.action} className="stack" noValidate>
        <CsrfField />
        <input type="hidden" name="idempotency_key" value={data.idempotency_key} />
        <DesignChoice data={data} />
        <AmountChoice form={form} id="gift" presets={data.presets} />
        <fieldset>
          <legend>Who it is for</legend>
          <TextInput form={form} id="gift" name="recipient_name" label="Their name (optional)" maxLength={120} />
          <TextInput
            form={form}
            id="gift"
            name="recipient_email"
            label="Their email"
            type="email"
            required
            maxLength={254}
          />
          <TextInput form={form} id="gift" name="message" label="A message (optional)" maxLength={500} />
        </fieldset>
        <fieldset>
          <legend>From you</legend>
          <ContactFields form={form} id="gift" />
          <CardField form={form} id="gift" />
        </fieldset>
        <button type="submit" className="wide">
          Buy gift card
        </button>
      </form>
      <BalanceCheck data={data} />
    </section>
  );
}

/** The store's designs as swatches; the first is chosen until the shopper picks another. */
function DesignChoice({ data }: { data: ShopGiftCardData }) {
  if (data.designs.length === 0) return null;
  const chosen = data.form.values.design || data.designs[0]?.name;
  return (
    <fieldset>
      <legend>Design</legend>
      <div className="slots">
        {data.designs.map((design) => (
          <label key={design.name} className="pill">
            <input type="radio" name="design" value={design.name} defaultChecked={design.name === chosen} />
            <span>
              <span
                className="swatch"
                style={{
                  backgroundColor: design.color,
                  backgroundImage: design.image ? `url("${design.image}")` : undefined,
                }}
              />
              {design.name}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function BalanceCheck({ data }: { data: ShopGiftCardData }) {
  return (
    <section id="balance" className="stack balance-check" aria-labelledby="balance-title">
      <h2 id="balance-title">Check a balance</h2>
      {data.balance ? (
        <p className="notice" role="status">
          Gift card {data.balance.hint} holds <strong>{data.balance.amount}</strong>.
          {data.balance.refusal ? ` ${data.balance.refusal}` : ''}
        </p>
      ) : null}
      <form method="post" action={data.balance_action} className="stack" noValidate>
        <CsrfField />
        <TextInput form={data.balance_form} id="balance" name="code" label="Gift card code" maxLength={40} />
        <button type="submit">Check balance</button>
      </form>
    </section>
  );
}

/** A paid gift card: its code, and where it was sent. */
export function GiftCardIssuedPage({ data }: { data: ShopGiftCardIssuedData }) {
  return (
    <section className="narrow sent" data-sent="gift_card">
      <h1>Your {data.amount} gift card</h1>
      {data.design ? (
        <p className="gift-design" style={{ backgroundColor: data.design.color }}>
          {data.design.name}
        </p>
      ) : null}
      <p>
        We emailed it to {data.recipient ? `${data.recipient} at ` : ''}
        {data.recipient_email}. Keep the code too:
      </p>
      <p className="gift-code" data-gift-code>
        {data.code}
      </p>
      {data.expires ? <p className="muted">{data.expires}.</p> : null}
      {data.message ? <blockquote>{data.message}</blockquote> : null}
      <a className="button" href={data.buy_another_href}>
        Buy another
      </a>
    </section>
  );
}
