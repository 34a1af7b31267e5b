/**
 * The caps of § 2a VermAnlG in the investment dialog (issue 19): whether the chosen amount needs a
 * self-disclosure (the shared rule, with what the user holds in the asset type already), and the form that
 * gives one, with the statutory reason in one sentence. The server enforces the caps either way.
 */
import { Button, Checkbox, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import {
  type AssetType,
  euroToCents,
  INVESTMENT_CAPS,
  investmentCapCents,
  needsSelfDisclosure,
  parseCents,
} from '@wurzelwerk/shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert, TitledNotice } from '../../components/ErrorAlert';
import { useFormat } from '../../lib/format';
import { useFailureText } from '../../lib/serverMessage';
import { trpc } from '../../lib/trpc';
import { amountToDecimal } from './logic';

export interface CapCheck {
  /** The amount needs a (better) self-disclosure first. */
  needsDisclosure: boolean;
  /** The amount exceeds the cap that applies now (with or without a disclosure). */
  overCap: boolean;
  capEuro: number;
  investedEuro: number;
}

/** The cap check for an amount in an asset type, from the saved self-disclosure and the own investments. */
export function useCapCheck(asset: AssetType | null, amount: number | string): CapCheck {
  const disclosure = trpc.account.selfDisclosure.useQuery(undefined, { enabled: asset !== null });
  const investments = trpc.investments.list.useQuery(undefined, { enabled: asset !== null });
  const saved = disclosure.data;
  const given =
    saved?.freeAssetsAtLeast100k != null && saved.monthlyNetIncome != null
      ? { freeAssetsAtLeast100k: saved.freeAssetsAtLeast100k, monthlyNetIncome: saved.monthlyNetIncome }
      : null;
  const investedCents = (investments.data ?? [])
    .filter((i) => (i.status === 'paid' || i.status === 'awaiting_payment') && i.assetType.id === asset?.id)
    .reduce((sum, i) => sum + (parseCents(i.totalInvestment) ?? 0), 0);
  const amountCents = typeof amount === 'number' ? euroToCents(amount) : 0;
  const capCents = investmentCapCents(given);
  return {
    needsDisclosure: needsSelfDisclosure(amountCents, investedCents, given),
    overCap: amountCents + investedCents > capCents,
    capEuro: capCents / 100,
    investedEuro: investedCents / 100,
  };
}

/** Shown when the amount needs a self-disclosure: the reason, the two questions, and saving them. */
export function SelfDisclosureForm({ check }: { check: CapCheck }) {
  const intl = useIntl();
  const failureText = useFailureText();
  const format = useFormat();
  const utils = trpc.useUtils();
  const [freeAssets, setFreeAssets] = useState(false);
  const [income, setIncome] = useState<number | string>('');
  const save = trpc.account.saveSelfDisclosure.useMutation({
    onSuccess: () => utils.account.selfDisclosure.invalidate(),
  });
  const values = { cap: format.euroWhole(check.capEuro), invested: format.euroWhole(check.investedEuro) };
  return (
    <TitledNotice
      color="blue"
      icon={<IconInfoCircle aria-hidden />}
      title={<FormattedMessage id="marketplace.caps.title" />}
    >
      <Stack gap="xs">
        <Text size="sm">
          <FormattedMessage id="marketplace.caps.reason" values={values} />
        </Text>
        <Checkbox
          checked={freeAssets}
          onChange={(event) => setFreeAssets(event.currentTarget.checked)}
          label={
            <FormattedMessage
              id="marketplace.caps.freeAssets"
              values={{ amount: format.euroWhole(INVESTMENT_CAPS.freeAssetsEuro) }}
            />
          }
        />
        <NumberInput
          label={<FormattedMessage id="marketplace.caps.income" />}
          value={income}
          onChange={setIncome}
          min={0}
          decimalScale={2}
          allowNegative={false}
          suffix=" €"
        />
        {save.error && <ErrorAlert>{failureText(save.error)}</ErrorAlert>}
        <Group>
          <Button
            size="sm"
            loading={save.isPending}
            onClick={() =>
              save.mutate({
                freeAssetsAtLeast100k: freeAssets,
                monthlyNetIncome: typeof income === 'number' ? amountToDecimal(income) : '0',
              })
            }
          >
            {intl.formatMessage({ id: 'marketplace.caps.save' })}
          </Button>
        </Group>
      </Stack>
    </TitledNotice>
  );
}

/** Shown when the amount exceeds even the cap the saved self-disclosure gives. */
export function CapNotice({ check }: { check: CapCheck }) {
  const format = useFormat();
  return (
    <Text size="sm" fw={600} role="status">
      <FormattedMessage
        id="marketplace.caps.over"
        values={{ cap: format.euroWhole(check.capEuro), invested: format.euroWhole(check.investedEuro) }}
      />
    </Text>
  );
}
