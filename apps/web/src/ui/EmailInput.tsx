import { TextInput, type TextInputProps } from '@mantine/core';

/** The email field of every sign-in, reset and sign-up form. */
export function EmailInput(props: TextInputProps) {
  return <TextInput label="Email" type="email" autoComplete="email" required {...props} />;
}
