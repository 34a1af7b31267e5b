import { Button, type ButtonProps } from '@mantine/core';
import type { AssetType } from '@wurzelwerk/shared';
import { FormattedMessage } from 'react-intl';

/**
 * "Jetzt investieren" — or, once the operator closed the project's funding (decision 0059), a disabled
 * button saying so: the server refuses new investments then, and the page does not offer one.
 */
export function InvestButton({
  asset,
  onInvest,
  ...props
}: { asset: Pick<AssetType, 'fundingOpen'>; onInvest: () => void } & ButtonProps) {
  return (
    <Button {...props} disabled={!asset.fundingOpen} onClick={onInvest}>
      <FormattedMessage id={asset.fundingOpen ? 'marketplace.invest.open' : 'marketplace.invest.closed'} />
    </Button>
  );
}
