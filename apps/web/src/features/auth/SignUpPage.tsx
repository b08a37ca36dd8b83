import { Anchor, Button, Group, Stepper, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { createStoreBody, SIGNUP_CALLS } from '@stallfront/shared/auth';
import { callApi } from '../../api/client';
import { saveStoreSignIn } from '../../app/session/session-store';
import { showCallError } from '../../ui/form-errors';
import { notifySuccess } from '../../ui/notify';
import { AccountStep, PasswordStep, StoreStep } from './SignUpSteps';
import { SIGNUP_FORM_STEPS, type SignUpValues, toCreateStoreBody, validateSignUp } from './signup-form';
import { browserCountry, useCountries } from './use-countries';
import { useEmailCheck } from './use-email-check';

const LOGGED_STEP = ['details', 'category'] as const;

/** A new store in three steps: who you are, what you sell, a password. Each finished step is logged. */
export default function SignUpPage() {
  const navigate = useNavigate();
  const [active, setActive] = useState(0);
  const countries = useCountries();
  const form = useForm<SignUpValues>({
    initialValues: {
      email: '',
      owner_name: '',
      mobile: '',
      name: '',
      type: 'order_based',
      sub_type: 'quot',
      category: '',
      country: '',
      password: '',
      confirm: '',
      // A dealer's sign-up link carries its code: /signup?dealer=CODE.
      dealer_code: new URLSearchParams(window.location.search).get('dealer') ?? '',
    },
    validate: validateSignUp,
  });
  const emailCheck = useEmailCheck(form.values.email);
  // On a phone the step names would wrap: show numbers, and the current step's name above them.
  const phone = useMediaQuery('(max-width: 36em)');
  const stepLabel = (step: number) => (phone ? undefined : SIGNUP_FORM_STEPS[step]?.label);

  useEffect(() => {
    if (form.values.country || !countries.data) return;
    form.setFieldValue('country', browserCountry(countries.data) ?? 'US');
  }, [countries.data, form]);

  const create = useMutation({
    // The form has validated the same schema; parse gives the typed body.
    mutationFn: (values: SignUpValues) =>
      callApi(SIGNUP_CALLS.createStore, createStoreBody.parse(toCreateStoreBody(values))),
    onSuccess: (response) => {
      saveStoreSignIn(response);
      notifySuccess(`Welcome to Stallfront! ${response.data.name} is ready.`);
      // The spec's welcome page first; its button leads on to the dashboard's opening steps.
      navigate('/welcome/signup', { replace: true });
    },
    onError: (error) => {
      showCallError(form, error);
      const step = SIGNUP_FORM_STEPS.findIndex((s) => s.fields.some((f) => form.errors[f]));
      if (step >= 0) setActive(step);
    },
  });

  const stepValid = (step: number) => {
    const fields = SIGNUP_FORM_STEPS[step]?.fields ?? [];
    const failed = fields.filter((field) => form.validateField(field).hasError);
    return failed.length === 0;
  };

  const next = () => {
    if (!stepValid(active)) return;
    if (active === 0 && emailCheck.taken) {
      form.setFieldError('email', emailCheck.message ?? 'An account with this email exists.');
      return;
    }
    const { email, owner_name, mobile, name } = form.values;
    const step = LOGGED_STEP[active as 0 | 1];
    // The log helps the platform follow up abandoned sign-ups; a failure must not stop the visitor.
    void callApi(SIGNUP_CALLS.signupLog, {
      email,
      step,
      name: owner_name.trim() || undefined,
      mobile: mobile.trim() || undefined,
      store_name: name.trim() || undefined,
    }).catch((error: unknown) => console.warn('signup_log failed', error));
    setActive((s) => s + 1);
  };

  const lastStep = active === SIGNUP_FORM_STEPS.length - 1;
  const createStore = form.onSubmit((values) => create.mutate(values));
  // Enter in a field of an earlier step moves on like Next; only the last step creates the store.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (lastStep) return createStore(event);
    event.preventDefault();
    next();
  };

  return (
    <>
      <Title order={1} size="h2">
        Create your store
      </Title>
      <Text c="dimmed" size="sm" mb="lg">
        Already have one?{' '}
        <Anchor component={Link} to="/session/signin">
          Sign in
        </Anchor>
      </Text>
      <form onSubmit={submit} noValidate>
        {phone && (
          <Text size="sm" fw={600} mb="xs">
            Step {active + 1} of {SIGNUP_FORM_STEPS.length}: {SIGNUP_FORM_STEPS[active]?.label}
          </Text>
        )}
        <Stepper active={active} onStepClick={(s) => s < active && setActive(s)} size="sm" mb="lg">
          <Stepper.Step label={stepLabel(0)} aria-label={SIGNUP_FORM_STEPS[0].label}>
            <AccountStep form={form} emailCheck={emailCheck} />
          </Stepper.Step>
          <Stepper.Step label={stepLabel(1)} aria-label={SIGNUP_FORM_STEPS[1].label}>
            <StoreStep form={form} countries={countries.data ?? []} />
          </Stepper.Step>
          <Stepper.Step label={stepLabel(2)} aria-label={SIGNUP_FORM_STEPS[2].label}>
            <PasswordStep form={form} />
          </Stepper.Step>
        </Stepper>
        <Group justify="space-between">
          <Button variant="default" onClick={() => setActive((s) => s - 1)} disabled={active === 0}>
            Back
          </Button>
          {/* Keyed apart, so React never turns the clicked Next into the submit button mid-click. */}
          {lastStep ? (
            <Button key="create" type="submit" loading={create.isPending}>
              Create my store
            </Button>
          ) : (
            <Button key="next" onClick={next}>
              Next
            </Button>
          )}
        </Group>
      </form>
    </>
  );
}
