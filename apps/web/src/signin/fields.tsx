/** @jsxImportSource preact */
import type { ComponentChildren, CSSProperties, InputHTMLAttributes } from 'preact';
import { useId, useState } from 'preact/hooks';
import css from './signin.module.css';

interface FieldProps {
  name: string;
  label: string;
  error?: string;
  onInput: () => void;
  autoComplete: string;
  type: 'email' | 'text' | 'password';
}

/** A labelled, required input with its error under it, as the console's Mantine inputs look. */
function Field({
  name,
  label,
  error,
  onInput,
  type,
  autoComplete,
  children,
}: FieldProps & { children?: ComponentChildren }) {
  const id = useId();
  return (
    <div class={css.field}>
      <label class={css.label} for={id}>
        {label}
        <span class={css.required} aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <div class={css.control}>
        <input
          // Preact's input types take one literal `type` at a time, not a union of them.
          {...({ type, autoComplete } as InputHTMLAttributes<HTMLInputElement>)}
          id={id}
          name={name}
          required
          class={css.input}
          data-error={error ? true : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onInput={onInput}
        />
        {children}
      </div>
      {error && (
        <p class={css.error} id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

export const EmailField = (props: Omit<FieldProps, 'label' | 'autoComplete' | 'type'>) => (
  <Field {...props} label="Email" type="email" autoComplete="username" />
);

/** Sign-in's second step: six digits from the authenticator app, or a recovery code. */
export const CodeField = (props: Omit<FieldProps, 'label' | 'autoComplete' | 'type'>) => (
  <Field {...props} label="Authentication code" type="text" autoComplete="one-time-code" />
);

/** The password, with an eye button that shows it while pressed on (like Mantine's PasswordInput). */
export function PasswordField(props: Omit<FieldProps, 'label' | 'autoComplete' | 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <Field {...props} label="Password" type={visible ? 'text' : 'password'} autoComplete="current-password">
      <button
        type="button"
        class={css.eye}
        tabIndex={-1}
        aria-hidden="true"
        data-visible={visible || undefined}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => setVisible(!visible)}
      >
        <svg
          viewBox="0 0 24 24"
          width="16"
          height="16"
          fill="none"
          stroke="currentColor"
          stroke-width="2"
          aria-hidden="true"
        >
          <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
          <circle cx="12" cy="12" r="3" />
          {visible && <path d="M4 4l16 16" />}
        </svg>
      </button>
    </Field>
  );
}

/** A refusal of the whole form (a wrong password), said under the form where the eye already is. */
export function FormAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <div class={css.alert} role="alert">
      <svg
        viewBox="0 0 24 24"
        width="18"
        height="18"
        fill="none"
        stroke="currentColor"
        stroke-width="2"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M12 8v4M12 16h.01" />
      </svg>
      <span>{message}</span>
    </div>
  );
}

export function SubmitButton({ label, busy, style }: { label: string; busy: boolean; style?: CSSProperties }) {
  return (
    <button type="submit" class={css.button} disabled={busy} data-loading={busy || undefined} style={style}>
      {busy && <span class={css.spinner} aria-hidden="true" />}
      <span class={css.buttonLabel}>{label}</span>
    </button>
  );
}

export const Loader = ({ label }: { label: string }) => (
  <div class={`${css.root} ${css.center}`}>
    <span class={css.loader} role="status" aria-label={label} />
  </div>
);
