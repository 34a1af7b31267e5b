/** A failed request on an auth page (the outcomes themselves: OutcomeAlert). */
import { useIntl } from 'react-intl';
import { ErrorAlert } from '../../components/ErrorAlert';
import { failureMessage } from './failureMessage';

/** A failed request: our server's message (a used link, the throttle), else the generic text. */
export function AuthFailure({ error }: { error: unknown }) {
  const intl = useIntl();
  return <ErrorAlert>{failureMessage(error, intl.formatMessage({ id: 'error.generic' }))}</ErrorAlert>;
}
