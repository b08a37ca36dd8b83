import { createContext, type ReactNode, useContext } from 'react';
import type { ShopFormState } from '@stallfront/shared/shop';

/**
 * The page's CSRF token, which its forms post back as _csrf. A page that is the same for every
 * visitor has none: the browser's Sec-Fetch-Site or Origin header vouches for its forms.
 */
export const CsrfContext = createContext('');

export function CsrfField() {
  return <TokenField token={useContext(CsrfContext)} />;
}

export const TokenField = ({ token }: { token: string }) =>
  token ? <input type="hidden" name="_csrf" value={token} /> : null;

/** A labelled input with its problem under it; `id` prefixes the element ids of one form. */
export function Field({
  form,
  name,
  label,
  id,
  children,
}: {
  form: ShopFormState;
  name: string;
  label: string;
  id: string;
  children?: ReactNode;
}) {
  const error = form.errors[name];
  return (
    <div className={error ? 'field invalid' : 'field'}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {children}
      {error ? (
        <p className="error" id={`${id}-${name}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A text input of a form, refilled with what the shopper typed when the form comes back. */
export function TextInput({
  form,
  name,
  label,
  id,
  type = 'text',
  autoComplete,
  required = false,
  maxLength = 200,
}: {
  form: ShopFormState;
  name: string;
  label: string;
  id: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  maxLength?: number;
}) {
  return (
    <Field form={form} name={name} label={label} id={id}>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        defaultValue={type === 'password' ? undefined : form.values[name]}
        autoComplete={autoComplete}
        required={required}
        maxLength={maxLength}
        aria-invalid={form.errors[name] ? true : undefined}
        aria-describedby={form.errors[name] ? `${id}-${name}-error` : undefined}
      />
    </Field>
  );
}

/** The form's problem as a whole (sold out, card declined), read out when the page loads. */
export function FormMessage({ form }: { form: ShopFormState }) {
  const fields = Object.keys(form.errors).length;
  if (!form.message && fields === 0) return null;
  return (
    <p className="error banner" role="alert">
      {form.message ?? `Check the ${fields === 1 ? 'field' : `${fields} fields`} marked below.`}
    </p>
  );
}

/** A shopper's email address, as every form asks for it. */
export function EmailInput({ form, id }: { form: ShopFormState; id: string }) {
  return (
    <TextInput
      form={form}
      id={id}
      name="email"
      label="Email"
      type="email"
      autoComplete="email"
      required
      maxLength={254}
    />
  );
}

/** Name, email and phone: who a checkout, quote, enquiry or booking is from. */
export function ContactFields({ form, id }: { form: ShopFormState; id: string }) {
  return (
    <>
      <TextInput form={form} id={id} name="name" label="Your name" autoComplete="name" required maxLength={120} />
      <EmailInput form={form} id={id} />
      <TextInput
        form={form}
        id={id}
        name="phone"
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        maxLength={20}
      />
    </>
  );
}

/** The ways a shop takes payment, as radio choices, with the card field when cards are taken. */
export function PaymentChoice({
  form,
  id,
  methods,
}: {
  form: ShopFormState;
  id: string;
  methods: readonly { method: string; label: string }[];
}) {
  const chosen = form.values.payment_method ?? methods[0]?.method;
  return (
    <>
      {methods.map((option) => (
        <label key={option.method} className="choice">
          <input type="radio" name="payment_method" value={option.method} defaultChecked={option.method === chosen} />
          <span>{option.label}</span>
        </label>
      ))}
      {form.errors.payment_method ? (
        <p className="error" id={`${id}-payment_method-error`}>
          {form.errors.payment_method}
        </p>
      ) : null}
      {/* Hidden by the stylesheet while another way to pay is chosen. */}
      {methods.some((m) => m.method === 'test_card') ? (
        <div className="card-field">
          <CardField form={form} id={id} />
        </div>
      ) : null}
    </>
  );
}

/** The test gateway's card number, with the two cards it knows. */
export function CardField({ form, id }: { form: ShopFormState; id: string }) {
  return (
    <Field form={form} id={id} name="card_number" label="Card number">
      <input
        id={`${id}-card_number`}
        name="card_number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        maxLength={30}
      />
      <p className="muted small">Test mode: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.</p>
    </Field>
  );
}

/**
 * An amount: preset choices (posted as `preset`) and a typed amount (`amount`), which wins
 * when both are given; the server reads `amount || preset`.
 */
export function AmountChoice({
  form,
  id,
  presets,
}: {
  form: ShopFormState;
  id: string;
  presets: { value: string; label: string }[];
}) {
  return (
    <fieldset className={form.errors.amount ? 'invalid' : undefined}>
      <legend>Amount</legend>
      <div className="slots">
        {presets.map((preset) => (
          <label key={preset.value} className="pill">
            <input
              type="radio"
              name="preset"
              value={preset.value}
              defaultChecked={form.values.preset === preset.value}
            />
            <span>{preset.label}</span>
          </label>
        ))}
      </div>
      <TextInput form={form} id={id} name="amount" label="Or another amount" maxLength={20} />
    </fieldset>
  );
}
