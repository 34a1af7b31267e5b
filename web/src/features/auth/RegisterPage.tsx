/** Registration (product §2 Registration, §5, §8). confirmPassword is checked here and never sent. */
import { Anchor, Text } from '@mantine/core';
import type { RegisterInput } from '@wurzelwerk/shared';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { trpc } from '../../lib/trpc';
import { useValidatedForm } from '../../lib/useValidatedForm';
import { AuthPage } from './AuthPage';
import { deferredAuthSchemas } from './deferredSchemas';
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
  const form = useValidatedForm(deferredAuthSchemas.registerForm, {
    initialValues: EMPTY,
    transformValues: ({ confirmPassword: _, ...input }: RegisterFormValues): RegisterInput => input,
  });
  const register = trpc.auth.register.useMutation(useSignInFeedback('register'));
  return (
    <AuthPage
      page="register"
      form={form}
      fields={FIELDS}
      mutation={register}
      extra={
        <Text size="sm" c="dimmed">
          <FormattedMessage
            id="register.legal"
            values={{
              terms: (text) => (
                <Anchor component={Link} to={paths.terms} inherit underline="always">
                  {text}
                </Anchor>
              ),
              privacy: (text) => (
                <Anchor component={Link} to={paths.privacy} inherit underline="always">
                  {text}
                </Anchor>
              ),
            }}
          />
        </Text>
      }
    />
  );
}
