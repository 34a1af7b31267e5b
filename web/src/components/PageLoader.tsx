import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { FormattedMessage } from 'react-intl';

/** Shown inside the shell while a page's code is loading. */
export function PageLoader() {
  return (
    <Center py="xl" role="status" data-testid="page-loader">
      <Loader aria-hidden />
      <VisuallyHidden>
        <FormattedMessage id="app.pageLoading" />
      </VisuallyHidden>
    </Center>
  );
}
