/** Sign-in (spec §2 Login, §5, §8). */
import { paths } from '../../app/paths';
import { authSchemas } from '../../lib/accountValidation';
import { trpc } from '../../lib/trpc';
import { useValidatedForm } from '../../lib/useValidatedForm';
import { AuthPage } from './AuthPage';
import { useSignInFeedback } from './useCompleteSignIn';

const FIELDS = [
  { name: 'email', label: 'auth.email', autoComplete: 'email', kind: 'email' },
  { name: 'password', label: 'auth.password', autoComplete: 'current-password', kind: 'password' },
] as const;

export default function LoginPage() {
  const form = useValidatedForm(authSchemas.login, { initialValues: { email: '', password: '' } });
  const login = trpc.auth.login.useMutation(useSignInFeedback('login'));
  return <AuthPage page="login" form={form} fields={FIELDS} mutation={login} other={paths.register} />;
}
