/**
 * "Passwort vergessen?" (issue 17): asks for the address and mails a reset link. The server answers the same
 * whether an account has the address or not, so the page shows one confirmation; a throttled request (429)
 * shows the server's message.
 */
import { FormattedMessage } from 'react-intl';
import { OutcomeAlert } from '../../components/ErrorAlert';
import { authSchemas } from '../../lib/accountValidation';
import { trpc } from '../../lib/trpc';
import { useValidatedForm } from '../../lib/useValidatedForm';
import { AuthFailure } from './AuthNotice';
import { AuthPage } from './AuthPage';

const FIELDS = [{ name: 'email', label: 'auth.email', autoComplete: 'email', kind: 'email' }] as const;

export default function ForgotPasswordPage() {
  const form = useValidatedForm(authSchemas.passwordReset, { initialValues: { email: '' } });
  const request = trpc.auth.requestPasswordReset.useMutation();
  const notice = request.isSuccess ? (
    <OutcomeAlert tone="success">
      <FormattedMessage id="forgotPassword.sent" />
    </OutcomeAlert>
  ) : request.isError ? (
    <AuthFailure error={request.error} />
  ) : null;
  return <AuthPage page="forgotPassword" form={form} fields={FIELDS} mutation={request} notice={notice} />;
}
