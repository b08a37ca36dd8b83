/** @jsxImportSource preact */
import { useState } from 'preact/hooks';
import { AUTH_CALLS, twoFactorLoginBody } from '@stallfront/shared/auth';
import { callApi } from '../api/client';
import { Heading } from './AuthFrame';
import { enterAsStore } from './enter-console';
import { type FieldErrors, refusalErrors, schemaErrors } from './field-errors';
import { CodeField, FormAlert, SubmitButton } from './fields';
import css from './signin.module.css';

interface TwoFactorStepProps {
  challengeToken: string;
  /** Back to the password (the challenge expired, or the person chose to). */
  restart: (message?: string) => void;
}

/** Sign-in's second step for an account with two-step sign-in: the code from the app, or a recovery code. */
export function TwoFactorStep({ challengeToken, restart }: TwoFactorStepProps) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget as HTMLFormElement);
    const values = { challenge_token: challengeToken, code: String(data.get('code') ?? '') };
    setRefusal(undefined);
    const invalid = schemaErrors(twoFactorLoginBody, values);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setBusy(true);
    try {
      await enterAsStore(await callApi(AUTH_CALLS.storeLoginTwoFactor, values));
    } catch (error) {
      const { fields, form } = refusalErrors(values, error);
      setBusy(false);
      if (fields.challenge_token) return restart(fields.challenge_token);
      setErrors(fields);
      setRefusal(form);
    }
  };

  return (
    <>
      <Heading
        title="Two-step sign-in"
        lead="Enter the 6-digit code your authenticator app shows for Stallfront. Lost your phone? Enter one of your recovery codes instead."
      />
      <form onSubmit={submit} noValidate class={css.stack}>
        <CodeField name="code" error={errors.code} onInput={() => errors.code && setErrors({})} />
        <FormAlert message={refusal} />
        <SubmitButton label="Verify and sign in" busy={busy} />
        <button type="button" class={css.linkButton} onClick={() => restart()}>
          Back to email and password
        </button>
      </form>
    </>
  );
}
