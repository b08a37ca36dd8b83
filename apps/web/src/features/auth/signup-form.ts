import { type CreateStoreBody, createStoreBody } from '@stallfront/shared/auth';
import type { QuoteSubType, StoreType } from '@stallfront/shared/rules';

export interface SignUpValues {
  email: string;
  owner_name: string;
  mobile: string;
  name: string;
  type: StoreType;
  sub_type: QuoteSubType;
  category: CreateStoreBody['category'] | '';
  country: string;
  password: string;
  confirm: string;
  dealer_code: string;
}

/** The steps of the form and the fields each one checks before the next. */
export const SIGNUP_FORM_STEPS = [
  { label: 'You', fields: ['email', 'owner_name', 'mobile'] },
  { label: 'Your store', fields: ['name', 'type', 'sub_type', 'category', 'country'] },
  { label: 'Password', fields: ['password', 'confirm', 'dealer_code'] },
] as const satisfies readonly { label: string; fields: readonly (keyof SignUpValues)[] }[];

/** The create_store body: empty optional fields left out, sub_type only for quote-based stores. */
export function toCreateStoreBody(values: SignUpValues): Record<string, unknown> {
  return {
    email: values.email,
    owner_name: values.owner_name.trim() || undefined,
    mobile: values.mobile.trim() || undefined,
    name: values.name,
    type: values.type,
    sub_type: values.type === 'quot_based' ? values.sub_type : undefined,
    category: values.category || undefined,
    country: values.country,
    password: values.password,
    dealer_code: values.dealer_code.trim() || undefined,
  };
}

/** Field errors from the shared create_store schema, plus the repeated password. */
export function validateSignUp(values: SignUpValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const body = toCreateStoreBody(values);
  const parsed = createStoreBody.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      errors[field] ??= (isMissing(body[field]) && REQUIRED_CHOICE[field]) || issue.message;
    }
  }
  if (values.confirm !== values.password) errors.confirm = 'The two passwords differ';
  return errors;
}

const isMissing = (value: unknown) => value === undefined || (typeof value === 'string' && value.trim() === '');

/** A choice left empty says what to choose; every other message comes worded from the shared schema. */
const REQUIRED_CHOICE: Record<string, string> = { category: 'Choose what you sell', country: 'Choose your country' };
