/**
 * The auth pages' frame and form (sign-in, registration, forgotten and new password): the page's title and
 * subtitle, a notice, its fields from a list (a nested list shares a row), the submit button and the way to
 * the other page (texts and that page: authTexts).
 */
import { Anchor, Button, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { BRAND } from '@wurzelwerk/shared';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { PasswordField } from '../../components/PasswordField';
import type { MessageId } from '../../i18n/messages';
import { nextFromSearch } from '../../lib/returnPath';
import { type AuthPageName, authTexts, otherPage } from './authTexts';

export interface AuthField<Name extends string> {
  name: Name;
  label: MessageId;
  autoComplete: string;
  kind?: 'email' | 'password';
}

interface AuthPageProps<Values extends Record<string, unknown>, Transformed> {
  page: AuthPageName;
  form: UseFormReturnType<Values, Transformed>;
  fields: readonly (AuthField<keyof Values & string> | readonly AuthField<keyof Values & string>[])[];
  /** Sends the checked values. */
  mutation: { mutate: (values: Transformed) => void; isPending: boolean };
  /** Shown above the form: the outcome of the last submit, or a notice the page came with. */
  notice?: ReactNode;
  /** Below the submit button (sign-in: the way to a forgotten password). */
  extra?: ReactNode;
}

export function AuthPage<Values extends Record<string, unknown>, Transformed>({
  page,
  form,
  fields,
  mutation,
  notice,
  extra,
}: AuthPageProps<Values, Transformed>) {
  const intl = useIntl();
  const pending = mutation.isPending;
  // The way back after signing in (issue 22) survives the switch between sign-in and registration.
  const next = nextFromSearch(useLocation().search);
  const keepNext = next ? `?${new URLSearchParams({ next })}` : '';
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
    <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={460} mx="auto">
      <Stack gap="lg">
        <PageHeader
          title={intl.formatMessage({ id: authTexts.title[page] })}
          subtitle={intl.formatMessage({ id: authTexts.subtitle[page] }, { brand: BRAND })}
          description={authTexts.description[page]}
        />
        {notice}
        <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
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
              <FormattedMessage id={(pending ? authTexts.pending : authTexts.submit)[page]} />
            </Button>
            {extra}
          </Stack>
        </form>
        <Text ta="center" size="sm">
          <FormattedMessage id={authTexts.otherPrompt[page]} />{' '}
          <Anchor component={Link} to={{ pathname: otherPage[page], search: keepNext }} fw={600}>
            <FormattedMessage id={authTexts.otherLink[page]} />
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
