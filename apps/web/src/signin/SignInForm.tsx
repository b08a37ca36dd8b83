/** @jsxImportSource preact */
import type { ComponentChildren, CSSProperties } from 'preact';
import { useState } from 'preact/hooks';
import { storeLoginBody } from '@stallfront/shared/auth';
import { type FieldErrors, refusalErrors, schemaErrors } from './field-errors';
import { EmailField, FormAlert, PasswordField, SubmitButton } from './fields';
import css from './signin.module.css';

export type SignInValues = { email: string; password: string };

interface SignInFormProps {
  /** Signs in and enters the console; a refusal is thrown (an ApiError). */
  signIn: (values: SignInValues) => Promise<void>;
  buttonStyle?: CSSProperties;
  /** Links under the button (forgot password, sign up...). */
  children?: ComponentChildren;
}

/** Email and password, checked with the same schema the server uses; a refusal shows on its field or under the form. */
export function SignInForm({ signIn, buttonStyle, children }: SignInFormProps) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const clear = (field: string) => () => errors[field] && setErrors({ ...errors, [field]: '' });

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget as HTMLFormElement);
    const values = { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
    setRefusal(undefined);
    const invalid = schemaErrors(storeLoginBody, values);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setBusy(true);
    try {
      await signIn(values);
    } catch (error) {
      const { fields, form } = refusalErrors(values, error);
      setErrors(fields);
      setRefusal(form);
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate class={css.stack}>
      <EmailField name="email" error={errors.email} onInput={clear('email')} />
      <PasswordField name="password" error={errors.password} onInput={clear('password')} />
      <FormAlert message={refusal} />
      <SubmitButton label="Sign in" busy={busy} style={buttonStyle} />
      {children}
    </form>
  );
}
