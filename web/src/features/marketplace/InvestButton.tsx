import { Button, type ButtonProps } from '@mantine/core';
import type { AssetType } from '@wurzelwerk/shared';
import { FormattedMessage } from 'react-intl';
import { OnlineRequired } from '../../components/OnlineRequired';

/**
 * "Jetzt investieren" — or, once the operator closed the project's funding (decision 0059), a disabled
 * button saying so: the server refuses new investments then, and the page does not offer one.
 */
export function InvestButton({
  asset,
  onInvest,
  onlineRequired = false,
  ...props
}: {
  asset: Pick<AssetType, 'fundingOpen'>;
  onInvest: () => void;
  /** An investment, not the demo's invitation: offline the button is disabled with the reason. */
  onlineRequired?: boolean;
} & ButtonProps) {
  const button = (
    <Button {...props} disabled={!asset.fundingOpen} onClick={onInvest}>
      <FormattedMessage id={asset.fundingOpen ? 'marketplace.invest.open' : 'marketplace.invest.closed'} />
    </Button>
  );
  return onlineRequired && asset.fundingOpen ? <OnlineRequired>{button}</OnlineRequired> : button;
}
