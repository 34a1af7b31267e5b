/**
 * The investment's documents (issue 19): the information sheet's link (the confirm step's is the
 * acknowledgement's, InvestAcknowledgement.tsx), the costs, and when the withdrawal period will end.
 */
import { Anchor, Stack, Text } from '@mantine/core';
import { type AssetType, withdrawalEnd, withdrawalLastDay } from '@wurzelwerk/shared';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useFormat } from '../../lib/format';

/** The information sheet's address (a PDF in the request's language). */
export const informationSheetUrl = (assetId: number) => `/api/asset-types/${assetId}/information-sheet.pdf`;

export function InformationSheetLink({ asset }: { asset: AssetType }) {
  return (
    <Anchor href={informationSheetUrl(asset.id)} target="_blank" rel="noopener" size="sm">
      <FormattedMessage id="marketplace.documents.sheet" />
    </Anchor>
  );
}

/**
 * The confirm step's documents: the costs, and when the withdrawal period of an investment confirmed now
 * ends — its last day in Berlin (decision 0074).
 */
export function InvestDocuments() {
  const format = useFormat();
  return (
    <Stack gap={4}>
      <Anchor component={Link} to={paths.costs} target="_blank" size="sm">
        <FormattedMessage id="marketplace.documents.costs" />
      </Anchor>
      <Text size="sm">
        <FormattedMessage
          id="marketplace.documents.withdrawal"
          values={{ date: format.day(withdrawalLastDay(withdrawalEnd(new Date()))) }}
        />
      </Text>
    </Stack>
  );
}
