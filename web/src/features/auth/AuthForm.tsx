/** The form of the sign-in and registration pages: its fields from a list (a nested list shares a row). */
import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { FormEventHandler } from 'react';
import { FormattedMessage } from 'react-intl';
import { PasswordField } from '../../components/PasswordField';
import type { MessageId } from '../../i18n/messages';

export interface AuthField<Name extends string> {
  name: Name;
  label: MessageId;
  autoComplete: string;
  kind?: 'email' | 'password';
}

interface AuthFormProps<Values extends Record<string, unknown>, Transformed> {
  form: UseFormReturnType<Values, Transformed>;
  fields: readonly (AuthField<keyof Values & string> | readonly AuthField<keyof Values & string>[])[];
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  /** The submit button's texts are `<page>.submit` and, while the request runs, `<page>.pending`. */
  page: 'login' | 'register';
}

export function AuthForm<Values extends Record<string, unknown>, Transformed>({
  form,
  fields,
  onSubmit,
  pending,
  page,
}: AuthFormProps<Values, Transformed>) {
  const input = (field: AuthField<keyof Values & string>) => {
    const Input = field.kind === 'password' ? PasswordField : TextInput;
    return (
      <Input
        label={<FormattedMessage id={field.label} />}
        type={field.kind === 'email' ? 'email' : undefined}
        autoComplete={field.autoComplete}
        key={form.key(field.name)}
        {...form.getInputProps(field.name)}
      />
    );
  };
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        {fields.map((row) =>
          'name' in row ? (
            input(row)
          ) : (
            <SimpleGrid key={row[0]?.name} cols={{ base: 1, xs: 2 }} spacing="md">
              {row.map(input)}
            </SimpleGrid>
          ),
        )}
        <Button type="submit" fullWidth disabled={pending}>
          <FormattedMessage id={pending ? `${page}.pending` : `${page}.submit`} />
        </Button>
      </Stack>
    </form>
  );
}
