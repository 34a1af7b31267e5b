/**
 * The page of the reset link (`/reset-password?token=…`, issue 17): the new password twice, with the
 * registration's rules. Success ends every session on the server: the page signs out here too and goes to
 * sign-in with a notice. A used or expired link shows the server's message; the way to ask again is always
 * below the form. The token leaves the address bar once read.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { PasswordResetConfirmInput } from '@wurzelwerk/shared';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useLinkToken } from '../../lib/linkToken';
import { clearSession } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { useValidatedForm } from '../../lib/useValidatedForm';
import { AuthFailure, AuthOutcome } from './AuthNotice';
import { AuthPage } from './AuthPage';
import { deferredAuthSchemas } from './deferredSchemas';
import { LOGIN_NOTICE } from './loginNotice';

interface ResetFormValues {
  newPassword: string;
  confirmPassword: string;
}

const FIELDS = [
  { name: 'newPassword', label: 'resetPassword.newPassword', autoComplete: 'new-password', kind: 'password' },
  {
    name: 'confirmPassword',
    label: 'register.confirmPassword',
    autoComplete: 'new-password',
    kind: 'password',
  },
] as const;

export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Read once, then out of the address bar (lib/linkToken.ts).
  const token = useLinkToken();
  const form = useValidatedForm(deferredAuthSchemas.resetPasswordForm, {
    initialValues: { newPassword: '', confirmPassword: '' },
    transformValues: ({ newPassword }: ResetFormValues): PasswordResetConfirmInput => ({
      token,
      newPassword,
    }),
  });
  const reset = trpc.auth.confirmPasswordReset.useMutation({
    onSuccess: () => {
      clearSession(queryClient);
      navigate(paths.login, { state: { notice: LOGIN_NOTICE.passwordReset } });
    },
  });
  const notice = !token ? (
    <AuthOutcome tone="error" message="auth.incompleteLink" />
  ) : reset.isError ? (
    <AuthFailure error={reset.error} />
  ) : null;
  return <AuthPage page="resetPassword" form={form} fields={FIELDS} mutation={reset} notice={notice} />;
}
