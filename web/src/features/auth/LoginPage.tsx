/**
 * Sign-in (product §2 Login, §5, §8), with the way to a forgotten password (issue 17) and the code step of
 * two-factor sign-in (issue 18), and signing in with a passkey (issue 37).
 */
import { Anchor, Divider } from '@mantine/core';
import type { LoginResult } from '@wurzelwerk/shared';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { trpc } from '../../lib/trpc';
import { useValidatedForm } from '../../lib/useValidatedForm';
import { AuthOutcome } from './AuthNotice';
import { AuthPage } from './AuthPage';
import { deferredAuthSchemas } from './deferredSchemas';
import { loginNoticeText } from './loginNotice';
import { PasskeySignIn } from './PasskeySignIn';
import { TwoFactorStep } from './TwoFactorStep';
import { useSignInFeedback } from './useCompleteSignIn';

const FIELDS = [
  { name: 'email', label: 'auth.email', autoComplete: 'email', kind: 'email' },
  { name: 'password', label: 'auth.password', autoComplete: 'current-password', kind: 'password' },
] as const;

export default function LoginPage() {
  const form = useValidatedForm(deferredAuthSchemas.login, { initialValues: { email: '', password: '' } });
  const feedback = useSignInFeedback('login');
  // A right password of an account with two-factor sign-in: the code step follows (issue 18).
  const [codeStep, setCodeStep] = useState(false);
  const login = trpc.auth.login.useMutation({
    ...feedback,
    onSuccess: (result: LoginResult) =>
      'twoFactorRequired' in result ? setCodeStep(true) : feedback.onSuccess(result),
  });
  const notice = loginNoticeText(useLocation().state);
  if (codeStep) return <TwoFactorStep onRestart={() => setCodeStep(false)} />;
  return (
    <AuthPage
      page="login"
      form={form}
      fields={FIELDS}
      mutation={login}
      notice={notice && <AuthOutcome tone="success" message={notice} />}
      extra={
        <>
          <Anchor component={Link} to={paths.forgotPassword} size="sm" ta="center">
            <FormattedMessage id="login.forgotPassword" />
          </Anchor>
          <Divider label={<FormattedMessage id="passkey.signIn.or" />} labelPosition="center" />
          <PasskeySignIn step="sign-in" />
        </>
      }
    />
  );
}
