/** /kosten (issue 35, decision 0075): what the platform charges and earns — investors nothing, issuers the fees. */
import { Stack, Table, Text } from '@mantine/core';
import { BRAND, basisPointsFraction, PLATFORM_FEES } from '@wurzelwerk/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { TableHead } from '../../components/TableHead';
import { Section, TrustPage } from './TrustPage';

const COLUMNS = [
  { label: 'costs.table.fee' },
  { label: 'costs.table.rate' },
  { label: 'costs.table.base' },
  { label: 'costs.table.when' },
] as const;

export default function CostsPage() {
  const intl = useIntl();
  const percent = (basisPoints: number) =>
    intl.formatNumber(basisPointsFraction(basisPoints), { style: 'percent', maximumFractionDigits: 2 });
  const rows = [
    {
      name: 'costs.placement.name',
      rate: percent(PLATFORM_FEES.issuerPlacementBasisPoints),
      base: 'costs.placement.base',
      when: 'costs.placement.when',
    },
    {
      name: 'costs.administration.name',
      rate: intl.formatMessage(
        { id: 'costs.administration.rate' },
        { rate: percent(PLATFORM_FEES.issuerAdministrationBasisPoints) },
      ),
      base: 'costs.administration.base',
      when: 'costs.administration.when',
    },
  ] as const;
  return (
    <TrustPage
      page="page.costs"
      description="meta.costs"
      title="costs.title"
      intro="costs.intro"
      introValues={{ brand: BRAND }}
    >
      <Section id="costs-investors" title="costs.investors.title">
        <Stack gap="xs">
          <Text>
            <FormattedMessage id="costs.investors.text" />
          </Text>
          <Text size="sm">
            <FormattedMessage id="costs.investors.bank" />
          </Text>
        </Stack>
      </Section>
      <Section id="costs-issuers" title="costs.issuers.title">
        <Text mb="sm">
          <FormattedMessage id="costs.issuers.text" />
        </Text>
        <Table.ScrollContainer minWidth={560}>
          <Table withTableBorder captionSide="top">
            <Table.Caption>
              <FormattedMessage id="costs.table.caption" />
            </Table.Caption>
            <TableHead columns={COLUMNS} />
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.name}>
                  <Table.Th scope="row">
                    <FormattedMessage id={row.name} />
                  </Table.Th>
                  <Table.Td>{row.rate}</Table.Td>
                  <Table.Td>
                    <FormattedMessage id={row.base} />
                  </Table.Td>
                  <Table.Td>
                    <FormattedMessage id={row.when} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text size="sm" mt="sm">
          <FormattedMessage id="costs.demo" />
        </Text>
      </Section>
      <Section id="costs-effect" title="costs.effect.title">
        <Text>
          <FormattedMessage id="costs.effect.text" />
        </Text>
      </Section>
      <Section id="costs-earns" title="costs.earns.title">
        <Text>
          <FormattedMessage id="costs.earns.text" />
        </Text>
      </Section>
    </TrustPage>
  );
}
