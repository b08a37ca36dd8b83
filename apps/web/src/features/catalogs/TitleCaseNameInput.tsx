import { TextInput, type TextInputProps } from '@mantine/core';
import { savedAsHint } from './catalog-list';

/** A catalog or navigation name, with the title-cased form the server will save shown below it. */
export function TitleCaseNameInput({ value, ...props }: TextInputProps & { value: string }) {
  return (
    <TextInput
      label="Name"
      required
      maxLength={80}
      data-autofocus
      description={savedAsHint(value)}
      value={value}
      {...props}
    />
  );
}
