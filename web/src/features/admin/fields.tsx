/**
 * The inputs of the console's forms: values checked against the shared zod schemas of the admin router,
 * each input labelled and bound to its field, and an image upload (POST /api/admin/media: the image as the raw body, answered with its media path).
 */
import { Checkbox, FileInput, NumberInput, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type FormErrors, type UseFormReturnType, useForm } from '@mantine/form';
import { IconUpload } from '@tabler/icons-react';
import { labelledMessage, languageOf, slugOf } from '@wurzelwerk/shared';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import type { MessageId } from '../../i18n/messages';
import { ApiError, pageLanguage } from '../../lib/api';
import { translateFieldError } from '../../lib/formErrors';

/** Zod's issues as the form's errors, by the first part of their path, each naming its field as the server does. */
function errorsOf(result: z.ZodSafeParseResult<unknown>): FormErrors {
  const errors: FormErrors = {};
  if (!result.success)
    for (const issue of result.error.issues)
      errors[String(issue.path[0] ?? '')] ??= labelledMessage(issue.path, issue.message);
  return errors;
}

/**
 * A console form: its values as the inputs hold them (`toInput` makes the router's input of them), checked
 * against the router's own schema on submit, errors in the page's language.
 */
export function useAdminForm<Values extends Record<string, unknown>, Input>(
  schema: z.ZodType<Input>,
  initialValues: Values,
  toInput: (values: Values) => unknown,
) {
  const intl = useIntl();
  return useForm<Values>({
    mode: 'uncontrolled',
    initialValues,
    validate: (values) => errorsOf(schema.safeParse(toInput(values))),
    enhanceGetInputProps: ({ inputProps }) => ({ error: translateFieldError(intl, inputProps.error) }),
  });
}

/**
 * A new record's slug follows its title as the operator types it (slugOf), until the operator edits the
 * slug itself; an existing record keeps its slug (its address) unless changed by hand (decision 0080).
 */
export function useSlugFrom<Values extends { slug: string }>(
  form: UseFormReturnType<Values>,
  title: keyof Values & string,
  follow: boolean,
) {
  form.watch(title, ({ value, previousValue }) => {
    const slug = form.getValues().slug;
    if (follow && (slug === '' || slug === slugOf(String(previousValue ?? ''))))
      form.setFieldValue('slug', slugOf(String(value ?? '')) as never);
  });
}

/** An empty input as null, else the number. */
export const numberOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));
/** An empty input as null, else the text. */
export const textOrNull = (value: string) => (value.trim() === '' ? null : value);

/** The inputs of a console form, each labelled and bound to its field. */
export function useFields<Values extends Record<string, unknown>>(form: UseFormReturnType<Values>) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const bind = (name: keyof Values & string) => form.getInputProps(name);
  return {
    t,
    text: (name: keyof Values & string, label: MessageId, type = 'text', description?: MessageId) => (
      <TextInput
        key={form.key(name)}
        type={type}
        label={t(label)}
        description={description && t(description)}
        {...bind(name)}
      />
    ),
    long: (name: keyof Values & string, label: MessageId, minRows = 2) => (
      <Textarea key={form.key(name)} label={t(label)} autosize minRows={minRows} {...bind(name)} />
    ),
    number: (name: keyof Values & string, label: MessageId, decimals = 0) => (
      <NumberInput
        key={form.key(name)}
        label={t(label)}
        decimalScale={decimals}
        allowDecimal={decimals > 0}
        decimalSeparator={languageOf(intl.locale) === 'de' ? ',' : '.'}
        {...bind(name)}
      />
    ),
    checkbox: (name: keyof Values & string, label: MessageId) => (
      <Checkbox label={t(label)} key={form.key(name)} {...form.getInputProps(name, { type: 'checkbox' })} />
    ),
    select: (name: keyof Values & string, label: MessageId, data: { value: string; label: string }[]) => (
      <Select key={form.key(name)} label={t(label)} data={data} allowDeselect={false} {...bind(name)} />
    ),
  };
}

/** Stores an image through POST /api/admin/media; answers its path under /media. */
async function uploadImage(file: File): Promise<string> {
  const response = await fetch('/api/admin/media', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': file.type || 'application/octet-stream', 'Accept-Language': pageLanguage() },
    body: file,
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  return (JSON.parse(text) as { path: string }).path;
}

/**
 * An image field: the chosen file is uploaded at once, and its media path goes into the form field `field`
 * (shown below the input, with the server's answer when it refused the file).
 */
export function ImageUpload<Values extends Record<string, unknown>>(props: {
  form: UseFormReturnType<Values>;
  field: keyof Values & string;
  label: MessageId;
  /** The text below the label; by default it names the category's default picture. */
  hint?: MessageId;
}) {
  const intl = useIntl();
  const [path, setPath] = useState(String(props.form.getValues()[props.field] ?? ''));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldError = props.form.getInputProps(props.field).error as ReactNode;
  const choose = (file: File | null) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    uploadImage(file)
      .then((uploaded) => {
        props.form.setFieldValue(props.field, uploaded as never);
        setPath(uploaded);
      })
      .catch((failure: unknown) =>
        setError(failure instanceof ApiError ? (failure.serverMessage ?? failure.message) : String(failure)),
      )
      .finally(() => setBusy(false));
  };
  return (
    <Stack gap={4}>
      <FileInput
        label={intl.formatMessage({ id: props.label })}
        description={intl.formatMessage({ id: props.hint ?? 'admin.image.hint' })}
        accept="image/png,image/jpeg,image/webp"
        leftSection={<IconUpload size={16} aria-hidden />}
        onChange={choose}
        disabled={busy}
        error={error ?? fieldError}
        clearable={false}
      />
      {path && (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="admin.image.current" values={{ path }} />
        </Text>
      )}
    </Stack>
  );
}
