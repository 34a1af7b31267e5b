/**
 * A project's funding as the operator set it and the investors made it (issue 36): the amount raised
 * against the target, the number of investors and the funding's last day. On the card a bar and two lines;
 * on the asset page the same as facts of its key figures.
 */
import { Progress, Stack, Text } from '@mantine/core';
import type { AssetType } from '@wurzelwerk/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormat } from '../../lib/format';
import { Fact } from './OfferDetails';

/** Percent of the target raised, for the bar (at most 100). */
const barPercent = (progress: number) => Math.min(100, Math.round(progress * 1000) / 10);

export function FundingSummary({ asset }: { asset: AssetType }) {
  const intl = useIntl();
  const format = useFormat();
  const values = {
    raised: format.euroWhole(asset.fundingRaised),
    target: asset.fundingTarget === null ? '' : format.euroWhole(asset.fundingTarget),
    investors: asset.investors,
    percent: format.number(Math.round((asset.fundingProgress ?? 0) * 100), 0),
    deadline: asset.fundingDeadline === null ? '' : format.day(asset.fundingDeadline),
  };
  return (
    <Stack gap={4} data-testid="asset-funding">
      {asset.fundingProgress !== null && (
        <Progress
          value={barPercent(asset.fundingProgress)}
          size="sm"
          aria-label={intl.formatMessage({ id: 'marketplace.funding.bar' }, values)}
        />
      )}
      <Text size="sm">
        <FormattedMessage
          id={asset.fundingTarget === null ? 'marketplace.funding.raised' : 'marketplace.funding.ofTarget'}
          values={values}
        />
      </Text>
      <Text size="xs" c="dimmed">
        <FormattedMessage
          id={asset.fundingDeadline === null ? 'marketplace.funding.investors' : 'marketplace.funding.until'}
          values={values}
        />
      </Text>
    </Stack>
  );
}

/** The funding's lines among the asset page's key figures. */
export function FundingFacts({ asset }: { asset: AssetType }) {
  const format = useFormat();
  return (
    <>
      <Fact label="marketplace.funding.target">
        {asset.fundingTarget === null ? (
          <FormattedMessage id="marketplace.funding.noTarget" />
        ) : (
          format.euroWhole(asset.fundingTarget)
        )}
      </Fact>
      <Fact label="marketplace.funding.raisedLabel">{format.euro(asset.fundingRaised)}</Fact>
      <Fact label="marketplace.funding.investorsLabel">{format.number(asset.investors, 0)}</Fact>
      <Fact label="marketplace.funding.deadline">
        {asset.fundingDeadline === null ? (
          <FormattedMessage id="marketplace.funding.noDeadline" />
        ) : (
          format.day(asset.fundingDeadline)
        )}
      </Fact>
    </>
  );
}
