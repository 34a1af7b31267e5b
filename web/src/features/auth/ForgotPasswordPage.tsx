import { trpc } from '../../lib/trpc';
import { useValidatedForm } from '../../lib/useValidatedForm';
import { AuthFailure, AuthOutcome } from './AuthNotice';
import { AuthPage } from './AuthPage';
import { deferredAuthSchemas } from './deferredSchemas';

const FIELDS = [{ name: 'email', label: 'auth.email', autoComplete: 'email', kind: 'email' }] as const;

export default function ForgotPasswordPage() {
  const form = useValidatedForm(deferredAuthSchemas.passwordReset, { initialValues: { email: '' } });
  const request = trpc.auth.requestPasswordReset.useMutation();
  const notice = request.isSuccess ? (
    <AuthOutcome tone="success" message="forgotPassword.sent" />
  ) : request.isError ? (
    <AuthFailure error={request.error} />
  ) : null;
  return <AuthPage page="forgotPassword" form={form} fields={FIELDS} mutation={request} notice={notice} />;
}
