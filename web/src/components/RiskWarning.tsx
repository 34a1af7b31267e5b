/**
 * The statutory risk warning (§ 12 Abs. 2 VermAnlG, issue 19) wherever a return is shown or an investment
 * invited, once per page or card group; with `yieldNotice` also § 12 Abs. 3's sentence for projected returns.
 * German verbatim; other languages show their rendering and the German text beneath it (lang="de").
 */
import { Alert, type MantineSpacing, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { readableAlertStyles } from './ErrorAlert';

/** The statutory German texts, verbatim; de.json holds the same (RiskWarning.test.ts). */
export const STATUTORY_RISK_WARNING =
  'Der Erwerb dieser Vermögensanlage ist mit erheblichen Risiken verbunden und kann zum vollständigen Verlust des eingesetzten Vermögens führen.';
export const STATUTORY_YIELD_NOTICE =
  'Der in Aussicht gestellte Ertrag ist nicht gewährleistet und kann auch niedriger ausfallen.';

export function RiskWarning({ yieldNotice = false, mb }: { yieldNotice?: boolean; mb?: MantineSpacing }) {
  const german = useIntl().locale.startsWith('de');
  return (
    <Alert
      role="note"
      data-testid="risk-warning"
      color="orange"
      mb={mb}
      variant="outline"
      icon={<IconAlertTriangle aria-hidden />}
      title={<FormattedMessage id="risk.title" />}
      styles={readableAlertStyles}
    >
      <Text size="sm" fw={700}>
        <FormattedMessage id="risk.loss" />
      </Text>
      {yieldNotice && (
        <Text size="sm" mt={4}>
          <FormattedMessage id="risk.yield" />
        </Text>
      )}
      {!german && (
        <Text size="sm" mt={4} lang="de">
          <FormattedMessage id="risk.original" />{' '}
          {yieldNotice ? `${STATUTORY_RISK_WARNING} ${STATUTORY_YIELD_NOTICE}` : STATUTORY_RISK_WARNING}
        </Text>
      )}
    </Alert>
  );
}
