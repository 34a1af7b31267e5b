import { BRAND, type User } from '@wurzelwerk/shared';
import { useCallback } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { useToast } from '../../components/useToast';
import { paths } from '../../config/paths';
import { nextFromSearch } from '../../lib/returnPath';
import { failureMessage } from '../../lib/serverMessage';
import { setSessionUser } from '../../lib/session';
import { type SignInPageName, signInTexts } from './authTexts';

/**
 * After a successful sign-in or registration: store the user and go to the dashboard at /, or to the
 * same-site page `?next=` names (the page a signed-out visitor tried to open, issue 22).
 */
export function useCompleteSignIn(): (user: User) => void {
  const navigate = useNavigate();
  const next = nextFromSearch(useLocation().search);
  return useCallback(
    (user: User) => {
      setSessionUser(user);
      // The route switch reads the session store when it renders (AppRoutes). The user is in the store
      // already, so committing the navigation synchronously renders the dashboard in one step, rather
      // than the signed-in set's 404 for /login or the signed-out landing page at / for a moment.
      flushSync(() => navigate(next ?? paths.home));
    },
    [navigate, next],
  );
}

/**
 * The outcome of sign-in and registration (product §2, §8): success stores the user, goes to / and shows the
 * welcome toast; failure shows the destructive toast with our server's message, or the fallback text for
 * anything else (network failure, a proxy's error page: see failureMessage). Texts: signInTexts.
 */
export function useSignInFeedback(page: SignInPageName) {
  const intl = useIntl();
  const toast = useToast();
  const completeSignIn = useCompleteSignIn();
  return {
    onSuccess: ({ user }: { user: User }) => {
      completeSignIn(user);
      toast({
        title: intl.formatMessage({ id: signInTexts.successTitle[page] }, { brand: BRAND }),
        message: intl.formatMessage({ id: signInTexts.successMessage[page] }),
      });
    },
    onError: (error: unknown) =>
      toast({
        tone: 'destructive',
        title: intl.formatMessage({ id: signInTexts.failedTitle[page] }),
        message: failureMessage(error, intl.formatMessage({ id: signInTexts.failedFallback[page] })),
      }),
  };
}
