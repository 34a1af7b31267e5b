/** Sign-in (spec §2 Login, §5, §8). */
import { BRAND } from '@wurzelwerk/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { paths } from '../../app/paths';
import { authSchemas } from '../../lib/accountValidation';
import { trpc } from '../../lib/trpc';
import { useValidatedForm } from '../../lib/useValidatedForm';
import { AuthCard } from './AuthCard';
import { AuthForm } from './AuthForm';
import { useSignInFeedback } from './useCompleteSignIn';

const FIELDS = [
  { name: 'email', label: 'auth.email', autoComplete: 'email', kind: 'email' },
  { name: 'password', label: 'auth.password', autoComplete: 'current-password', kind: 'password' },
] as const;

export default function LoginPage() {
  const intl = useIntl();
  const form = useValidatedForm(authSchemas.login, { initialValues: { email: '', password: '' } });
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
      <AuthForm
        form={form}
        fields={FIELDS}
        onSubmit={form.onSubmit((values) => login.mutate(values))}
        pending={login.isPending}
        page="login"
      />
    </AuthCard>
  );
}
