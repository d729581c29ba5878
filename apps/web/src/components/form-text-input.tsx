import { TextInput, type TextInputProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

type Props = Omit<TextInputProps, 'form'> & {
  // biome-ignore lint/suspicious/noExplicitAny: any form shape
  form: UseFormReturnType<any>;
  /** The form field, as Mantine names it ('email', 'credentials.apiKey'). */
  path: string;
};

/** A text input bound to a Mantine form field (uncontrolled: the key remounts it on a reset). */
export function FormTextInput({ form, path, ...props }: Props) {
  return <TextInput {...props} key={form.key(path)} {...form.getInputProps(path)} />;
}
