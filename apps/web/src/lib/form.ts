import { schemaProblems } from '@chalan/core/field-problems';
import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { ApiError, type ApiMessage } from './api-client.ts';
import { problemText, translateMessage } from './messages.ts';
import { notifyApiSuccess, notifyError } from './notify.ts';

type Schema = Parameters<typeof schemaProblems>[0];

/** A core zod schema as a Mantine form validator: each failing field's problem in the user's language. */
export function schemaValidator(schema: Schema) {
  return (values: unknown): FormErrors =>
    Object.fromEntries(
      Object.entries(schemaProblems(schema, values, '')).map(([field, problem]) => [
        field,
        problemText(problem),
      ]),
    );
}

/** Puts the server's per-field messages under the form's fields; true when at least one was shown. */
// biome-ignore lint/suspicious/noExplicitAny: any form shape
export function showFieldErrors(form: UseFormReturnType<any>, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const values = form.getValues() as Record<string, unknown>;
  let shown = false;
  for (const [field, problem] of Object.entries(error.fieldProblems)) {
    // Nested fields come as paths ("credentials.apiKey"), as Mantine names them too.
    if (!((field.split('.')[0] ?? field) in values)) continue;
    form.setFieldError(field, problemText(problem));
    shown = true;
  }
  return shown;
}

/**
 * A failed form submit: the server's field messages under their fields, and a toast unless it would
 * only repeat what a field already says.
 */
export function reportFormError(
  // biome-ignore lint/suspicious/noExplicitAny: any form shape
  form: UseFormReturnType<any>,
  error: unknown,
  notify: (text: string) => void,
): void {
  showFieldErrors(form, error);
  const text = error instanceof ApiError ? translateMessage(error.key, error.message, error.params) : null;
  const fieldTexts = error instanceof ApiError ? Object.values(error.fieldProblems).map(problemText) : [];
  if (text === null) notify(translateMessage('somethingWentWrong', 'Something went wrong'));
  else if (!fieldTexts.includes(text)) notify(text);
}

/** A modal form's submit: save, show the server's success message and close; a failure as above. */
export function submitThenClose<V>(
  form: UseFormReturnType<V>,
  onDone: () => void,
  save: (values: V) => Promise<ApiMessage>,
) {
  return form.onSubmit(async (values) => {
    try {
      notifyApiSuccess(await save(values));
      onDone();
    } catch (error) {
      reportFormError(form, error, notifyError);
    }
  });
}
