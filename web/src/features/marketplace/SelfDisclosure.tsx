/**
 * The limits of § 2a VermAnlG in the investment dialog (issue 19, decision 0072): whether the chosen amount
 * needs a self-disclosure (the shared rule, with what the user holds with the offer's issuer over all of its
 * offers — the room query), and the form that gives one, with the statutory reason in one sentence. The
 * server enforces the limits either way.
 */
import { Button, Checkbox, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import {
  type AssetType,
  euroToCents,
  INVESTMENT_CAPS,
  type IssuerRoom,
  investmentCapCents,
  needsSelfDisclosure,
} from '@wurzelwerk/shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert, TitledNotice } from '../../components/ErrorAlert';
import { useFormat } from '../../lib/format';
import { useFailureText } from '../../lib/serverMessage';
import { trpc } from '../../lib/trpc';
import { amountToDecimal } from './logic';

export interface CapCheck {
  /** The investor's room with the offer's issuer; undefined while it loads. */
  room: IssuerRoom | undefined;
  /** The room or the saved self-disclosure is still being asked for (neither failed nor disabled). */
  loading: boolean;
  /** The amount needs a (better) self-disclosure first. */
  needsDisclosure: boolean;
  /** The amount exceeds the room now: the cap with the issuer, or the issuer's 6 million € in 12 months. */
  overCap: boolean;
  /** The issuer's own limit is what the amount exceeds. */
  overIssuerLimit: boolean;
  capEuro: number;
  investedEuro: number;
}

/** The cap check for an amount in an asset type, from the saved self-disclosure and the room with its issuer. */
export function useCapCheck(asset: AssetType | null, amount: number | string): CapCheck {
  const disclosure = trpc.account.selfDisclosure.useQuery(undefined, { enabled: asset !== null });
  const room = trpc.investments.room.useQuery(
    { issuerId: asset?.issuer.id ?? 0 },
    { enabled: asset !== null },
  );
  const saved = disclosure.data;
  const given =
    saved?.freeAssetsAtLeast100k != null && saved.monthlyNetIncome != null
      ? { freeAssetsAtLeast100k: saved.freeAssetsAtLeast100k, monthlyNetIncome: saved.monthlyNetIncome }
      : null;
  const investedCents = room.data?.investedCents ?? 0;
  const amountCents = typeof amount === 'number' ? euroToCents(amount) : 0;
  const capCents = investmentCapCents(given);
  const overIssuerLimit = room.data !== undefined && amountCents > room.data.issuerRemainingCents;
  return {
    room: room.data,
    loading: room.isLoading || disclosure.isLoading,
    needsDisclosure: !overIssuerLimit && needsSelfDisclosure(amountCents, investedCents, given),
    overCap: overIssuerLimit || amountCents + investedCents > capCents,
    overIssuerLimit,
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
    onSuccess: () =>
      Promise.all([utils.account.selfDisclosure.invalidate(), utils.investments.room.invalidate()]),
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

/** Shown when the amount exceeds even the cap the saved self-disclosure gives, or the issuer's limit. */
export function CapNotice({ check }: { check: CapCheck }) {
  const format = useFormat();
  const issuer = check.room?.issuer.name ?? '';
  return (
    <Text size="sm" fw={600} role="status">
      {check.overIssuerLimit ? (
        <FormattedMessage
          id="marketplace.caps.issuerOver"
          values={{ issuer, remaining: format.cents(check.room?.issuerRemainingCents ?? 0) }}
        />
      ) : (
        <FormattedMessage
          id="marketplace.caps.over"
          values={{
            issuer,
            cap: format.euroWhole(check.capEuro),
            invested: format.euroWhole(check.investedEuro),
          }}
        />
      )}
    </Text>
  );
}
