/**
 * The page of the unlock link mailed after too many wrong codes (`/two-factor/unlock?token=…`, issue 31):
 * its button lets codes be checked again; then the owner signs in as usual.
 */
import { trpc } from '../../lib/trpc';
import { LinkActionPage } from './LinkActionPage';

const TEXTS = {
  title: 'unlockTwoFactor.title',
  subtitle: 'unlockTwoFactor.subtitle',
  button: 'unlockTwoFactor.button',
  success: 'unlockTwoFactor.success',
} as const;

export default function UnlockTwoFactorPage() {
  const unlock = trpc.auth.twoFactor.unlock.useMutation();
  return <LinkActionPage texts={TEXTS} action={unlock} />;
}
