/** Registration (spec §2 Registration, §5, §8). confirmPassword is checked here and never sent. */
import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { BRAND, type RegisterInput } from '@wurzelwerk/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { paths } from '../../app/paths';
import { PasswordField } from '../../components/PasswordField';
import { authSchemas } from '../../lib/accountValidation';
import { translateFieldError } from '../../lib/formErrors';
import { trpc } from '../../lib/trpc';
import { AuthCard } from './AuthCard';
import { useSignInFeedback } from './useCompleteSignIn';

type RegisterFormValues = RegisterInput & { confirmPassword: string };

export default function RegisterPage() {
  const intl = useIntl();
  const form = useForm<RegisterFormValues, RegisterInput>({
    mode: 'uncontrolled',
    initialValues: {
      firstName: '',
      lastName: '',
      username: '',
      email: '',
      password: '',
      confirmPassword: '',
    },
    validate: schemaResolver(authSchemas.registerForm, { sync: true }),
    enhanceGetInputProps: ({ inputProps }) => ({ error: translateFieldError(intl, inputProps.error) }),
    transformValues: ({ firstName, lastName, username, email, password }) => ({
      firstName,
      lastName,
      username,
      email,
      password,
    }),
  });
  const register = trpc.auth.register.useMutation(
    useSignInFeedback({
      successTitle: intl.formatMessage({ id: 'register.successTitle' }, { brand: BRAND }),
      successMessage: intl.formatMessage({ id: 'register.successMessage' }),
      failedTitle: intl.formatMessage({ id: 'register.failedTitle' }),
      failedFallback: intl.formatMessage({ id: 'error.generic' }),
    }),
  );

  return (
    <AuthCard
      title={intl.formatMessage({ id: 'register.title' })}
      subtitle={intl.formatMessage({ id: 'register.subtitle' }, { brand: BRAND })}
      other={{
        prompt: <FormattedMessage id="register.haveAccount" />,
        link: <FormattedMessage id="register.loginLink" />,
        to: paths.login,
      }}
    >
      <form noValidate onSubmit={form.onSubmit((payload) => register.mutate(payload))}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={<FormattedMessage id="register.firstName" />}
              autoComplete="given-name"
              key={form.key('firstName')}
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label={<FormattedMessage id="register.lastName" />}
              autoComplete="family-name"
              key={form.key('lastName')}
              {...form.getInputProps('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label={<FormattedMessage id="register.username" />}
            autoComplete="username"
            key={form.key('username')}
            {...form.getInputProps('username')}
          />
          <TextInput
            label={<FormattedMessage id="auth.email" />}
            type="email"
            autoComplete="email"
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordField
            label={<FormattedMessage id="auth.password" />}
            autoComplete="new-password"
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <PasswordField
            label={<FormattedMessage id="register.confirmPassword" />}
            autoComplete="new-password"
            key={form.key('confirmPassword')}
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" fullWidth disabled={register.isPending}>
            <FormattedMessage id={register.isPending ? 'register.pending' : 'register.submit'} />
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
