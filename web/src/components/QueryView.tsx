/** What a query's part of a page shows: a loading line while it loads, a notice if it failed, else its content. */
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/messages';
import { ErrorAlert } from './ErrorAlert';
import { LoadingLine } from './LoadingStatus';

interface QueryViewProps<T> {
  query: { isPending: boolean; isError: boolean; data: T | undefined };
  /** The loading line's message. */
  loading: MessageId;
  /** The notice's message when the query failed. */
  failed: MessageId;
  children: (data: T) => ReactNode;
}

export function QueryView<T>({ query, loading, failed, children }: QueryViewProps<T>) {
  if (query.isPending) return <LoadingLine message={loading} />;
  if (query.isError || query.data === undefined)
    return (
      <ErrorAlert>
        <FormattedMessage id={failed} />
      </ErrorAlert>
    );
  return <>{children(query.data)}</>;
}
