/** The notices of the auth pages: an outcome in one message, a failed request. */
import { FormattedMessage } from 'react-intl';
import { ErrorAlert, OutcomeAlert } from '../../components/ErrorAlert';
import type { MessageId } from '../../i18n/messages';
import { useFailureText } from '../../lib/serverMessage';

/** A failed request: our server's message (a used link, the throttle), else the generic text. */
export function AuthFailure({ error }: { error: unknown }) {
  const failureText = useFailureText();
  return <ErrorAlert>{failureText(error)}</ErrorAlert>;
}

/** An outcome told in one message (a sent mail, a confirmed address, an incomplete link). */
export function AuthOutcome({ tone, message }: { tone: 'success' | 'error'; message: MessageId }) {
  return (
    <OutcomeAlert tone={tone}>
      <FormattedMessage id={message} />
    </OutcomeAlert>
  );
}
