import type { ShopNewsletterData } from '@stallfront/shared/shop';
import { CsrfField, EmailInput, FormMessage, TextInput } from '../components/form.js';

const ID = 'newsletter';

/** The newsletter's sign-up page: the footer box with a name, and a refused address's problem beside it. */
export function NewsletterPage({ data }: { data: ShopNewsletterData }) {
  const { form } = data;
  return (
    <section className="narrow">
      <h1>Newsletter</h1>
      <p className="muted">
        News and offers by email. We send you a link to confirm; every mail has a link to unsubscribe.
      </p>
      <FormMessage form={form} />
      <form method="post" action={data.action} className="stack" noValidate>
        <CsrfField />
        <EmailInput form={form} id={ID} />
        <TextInput form={form} id={ID} name="name" label="Your name (optional)" autoComplete="name" maxLength={120} />
        <button type="submit" className="wide">
          Subscribe
        </button>
      </form>
    </section>
  );
}
