/**
 * The page of the cancel link in the notice to the old address of an e-mail change
 * (`/email-change/cancel?token=…`, issue 31): its button cancels the change, signed in or not.
 */
import { trpc } from '../../lib/trpc';
import { LinkActionPage } from './LinkActionPage';

const TEXTS = {
  title: 'cancelEmailChange.title',
  subtitle: 'cancelEmailChange.subtitle',
  button: 'cancelEmailChange.button',
  success: 'cancelEmailChange.success',
} as const;

export default function CancelEmailChangePage() {
  const utils = trpc.useUtils();
  // A signed-in profile shows the pending change: read it again.
  const cancel = trpc.auth.cancelEmailChange.useMutation({
    onSuccess: () => void utils.account.profile.invalidate(),
  });
  return <LinkActionPage texts={TEXTS} action={cancel} />;
}
