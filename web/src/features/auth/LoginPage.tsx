/** Sign-in (spec §2 Login, §5, §8). */
import { Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { BRAND } from '@wurzelwerk/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { paths } from '../../app/paths';
import { PasswordField } from '../../components/PasswordField';
import { authSchemas } from '../../lib/accountValidation';
import { translateFieldError } from '../../lib/formErrors';
import { trpc } from '../../lib/trpc';
import { AuthCard } from './AuthCard';
import { useSignInFeedback } from './useCompleteSignIn';

export default function LoginPage() {
  const intl = useIntl();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(authSchemas.login, { sync: true }),
    enhanceGetInputProps: ({ inputProps }) => ({ error: translateFieldError(intl, inputProps.error) }),
  });
  const login = trpc.auth.login.useMutation(
    useSignInFeedback({
      successTitle: intl.formatMessage({ id: 'login.successTitle' }),
      successMessage: intl.formatMessage({ id: 'login.successMessage' }),
      failedTitle: intl.formatMessage({ id: 'login.failedTitle' }),
      failedFallback: intl.formatMessage({ id: 'login.failedFallback' }),
    }),
  );

  return (
    <AuthCard
      title={intl.formatMessage({ id: 'login.title' })}
      subtitle={intl.formatMessage({ id: 'login.subtitle' }, { brand: BRAND })}
      other={{
        prompt: <FormattedMessage id="login.noAccount" />,
        link: <FormattedMessage id="login.registerLink" />,
        to: paths.register,
      }}
    >
      <form noValidate onSubmit={form.onSubmit((values) => login.mutate(values))}>
        <Stack gap="md">
          <TextInput
            label={<FormattedMessage id="auth.email" />}
            type="email"
            autoComplete="email"
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordField
            label={<FormattedMessage id="auth.password" />}
            autoComplete="current-password"
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Button type="submit" fullWidth disabled={login.isPending}>
            <FormattedMessage id={login.isPending ? 'login.pending' : 'login.submit'} />
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
