/**
 * "My assets" (product §2): the first 3 investments, a show-all button with the remainder and an empty state.
 * Withdrawn ones stay listed as "Widerrufen" (issue 19: records stay visible), without a return (issue 36). Investments within their
 * withdrawal period show its end and offer the statutory withdrawal (Widerruf) when the screen passes
 * `onWithdraw`; those awaiting their payment say so ("Zahlung ausstehend") with the deadline and offer the
 * payment instructions when it passes `onPay` (issue 33); the dialog itself belongs to the data-loading page (WithdrawDialog).
 */
import { Badge, Button, Group, Image, Stack, Text } from '@mantine/core';
import { type Investment, isCommitted, isWithdrawable, withdrawalLastDay } from '@wurzelwerk/shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { DANGER_SUBTLE } from '../../components/danger';
import type { AppPath } from '../../config/paths';
import { useFormat } from '../../lib/format';
import type { QueryState } from '../../lib/queryState';
import { DASHBOARD_LIST_LIMIT } from './dashboardRules';
import { QueryCard } from './SectionCard';

const DIVIDER = 'calc(0.0625rem * var(--mantine-scale)) solid var(--mantine-color-default-border)';

interface MyAssetsCardProps {
  investments: QueryState<readonly Investment[]>;
  /** Where the empty state's invest-now button leads. */
  investPath: AppPath;
  /** Asks to withdraw an investment; without it no withdrawal is offered. */
  onWithdraw?: (investment: Investment) => void;
  /** Shows how to pay an investment awaiting its payment; without it no instructions are offered. */
  onPay?: (investment: Investment) => void;
}

export function MyAssetsCard({ investments, investPath, onWithdraw, onPay }: MyAssetsCardProps) {
  const intl = useIntl();
  const format = useFormat();
  const [showAll, setShowAll] = useState(false);

  // Rows without an asset type are not shown (product §3); withdrawn ones are, marked (issue 19).
  const active = investments.data?.filter((i) => i.assetType) ?? [];
  const visible = showAll ? active : active.slice(0, DASHBOARD_LIST_LIMIT);
  const remaining = active.length - DASHBOARD_LIST_LIMIT;
  const now = new Date();

  return (
    <QueryCard title={<FormattedMessage id="dashboard.assets.title" />} query={investments} rowHeight={64}>
      {active.length === 0 ? (
        <Stack gap="sm" align="flex-start">
          <Text c="dimmed">
            <FormattedMessage id="dashboard.assets.empty" />
          </Text>
          <Button component={Link} to={investPath}>
            <FormattedMessage id="dashboard.assets.investNow" />
          </Button>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {/*
              A line between two entries (a separator <li> would not be a list item), and on a phone the
              amounts wrap below a name too long to share its line, rather than breaking its words (issue 36).
            */}
            {visible.map((investment, index) => (
              <Group
                key={investment.id}
                component="li"
                gap="sm"
                wrap="wrap"
                aria-label={investment.assetType.name}
                pt={index > 0 ? 'sm' : undefined}
                style={index > 0 ? { borderTop: DIVIDER } : undefined}
              >
                <Image
                  src={investment.assetType.imageUrl}
                  alt={investment.assetType.name}
                  w={56}
                  h={56}
                  radius="sm"
                  fit="cover"
                  loading="lazy"
                />
                <Stack gap={0} style={{ flex: '1 1 10rem', minWidth: 0 }}>
                  <Text fw={600}>{investment.assetType.name}</Text>
                  <Text size="sm" c="dimmed">
                    {investment.assetType.location} ·{' '}
                    <FormattedMessage
                      id="dashboard.assets.quantity"
                      values={{ count: investment.quantity }}
                    />
                  </Text>
                </Stack>
                <Stack gap={0} align="flex-end" ml="auto">
                  <Text fw={600}>{format.euro(investment.totalInvestment)}</Text>
                  {/* A withdrawn or lapsed investment expects nothing (issue 36). */}
                  {isCommitted(investment) && (
                    <Text size="sm" fw={500}>
                      <FormattedMessage
                        id="dashboard.assets.return"
                        values={{ amount: format.euro(investment.expectedAnnualReturn) }}
                      />
                    </Text>
                  )}
                  {investment.status === 'withdrawn' && (
                    <Badge color="gray" variant="light">
                      <FormattedMessage id="dashboard.assets.withdrawn" />
                    </Badge>
                  )}
                  {investment.status === 'lapsed' && (
                    <Badge color="gray" variant="light">
                      <FormattedMessage id="dashboard.assets.lapsed" />
                    </Badge>
                  )}
                  {investment.status === 'awaiting_payment' && (
                    <>
                      {/* Filled dark: Mantine's light orange misses the 4.5:1 contrast of its text. */}
                      <Badge color="dark" variant="filled">
                        <FormattedMessage id="dashboard.assets.awaitingPayment" />
                      </Badge>
                      {investment.paymentDueAt && (
                        <Text size="xs" c="dimmed">
                          <FormattedMessage
                            id="dashboard.assets.paymentDue"
                            values={{ date: format.date(investment.paymentDueAt) }}
                          />
                        </Text>
                      )}
                      {onPay && (
                        <Button
                          variant="light"
                          size="compact-sm"
                          onClick={() => onPay(investment)}
                          aria-label={intl.formatMessage(
                            { id: 'dashboard.payment.buttonLabel' },
                            { name: investment.assetType.name },
                          )}
                        >
                          <FormattedMessage id="dashboard.payment.button" />
                        </Button>
                      )}
                    </>
                  )}
                  {isWithdrawable(investment, now) && (
                    <Text size="xs" c="dimmed">
                      <FormattedMessage
                        id="dashboard.assets.withdrawalUntil"
                        values={{ date: format.day(withdrawalLastDay(investment.withdrawalEndsAt)) }}
                      />
                    </Text>
                  )}
                  {onWithdraw && isWithdrawable(investment, now) && (
                    <Button
                      {...DANGER_SUBTLE}
                      size="compact-sm"
                      onClick={() => onWithdraw(investment)}
                      aria-label={intl.formatMessage(
                        { id: 'dashboard.withdraw.buttonLabel' },
                        { name: investment.assetType.name },
                      )}
                    >
                      <FormattedMessage id="dashboard.withdraw.button" />
                    </Button>
                  )}
                </Stack>
              </Group>
            ))}
          </Stack>
          {remaining > 0 && (
            <Button variant="light" onClick={() => setShowAll((value) => !value)} aria-expanded={showAll}>
              {showAll ? (
                <FormattedMessage id="dashboard.assets.showLess" />
              ) : (
                <FormattedMessage id="dashboard.assets.showAll" values={{ count: remaining }} />
              )}
            </Button>
          )}
        </Stack>
      )}
    </QueryCard>
  );
}
