/** Registration (spec §2 Registration, §5, §8). confirmPassword is checked here and never sent. */
import { BRAND, type RegisterInput } from '@wurzelwerk/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { paths } from '../../app/paths';
import { authSchemas } from '../../lib/accountValidation';
import { trpc } from '../../lib/trpc';
import { useValidatedForm } from '../../lib/useValidatedForm';
import { AuthCard } from './AuthCard';
import { AuthForm } from './AuthForm';
import { useSignInFeedback } from './useCompleteSignIn';

type RegisterFormValues = RegisterInput & { confirmPassword: string };

const EMPTY: RegisterFormValues = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
};

const FIELDS = [
  [
    { name: 'firstName', label: 'register.firstName', autoComplete: 'given-name' },
    { name: 'lastName', label: 'register.lastName', autoComplete: 'family-name' },
  ],
  { name: 'username', label: 'register.username', autoComplete: 'username' },
  { name: 'email', label: 'auth.email', autoComplete: 'email', kind: 'email' },
  { name: 'password', label: 'auth.password', autoComplete: 'new-password', kind: 'password' },
  {
    name: 'confirmPassword',
    label: 'register.confirmPassword',
    autoComplete: 'new-password',
    kind: 'password',
  },
] as const;

export default function RegisterPage() {
  const intl = useIntl();
  const form = useValidatedForm(authSchemas.registerForm, {
    initialValues: EMPTY,
    transformValues: ({ confirmPassword: _, ...input }: RegisterFormValues): RegisterInput => input,
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
      <AuthForm
        form={form}
        fields={FIELDS}
        onSubmit={form.onSubmit((payload) => register.mutate(payload))}
        pending={register.isPending}
        page="register"
      />
    </AuthCard>
  );
}
