/**
 * The settings' application for the sophisticated investor status (issue 35, decision 0073): two of the
 * four criteria of Regulation (EU) 2020/1503 Annex II with evidence; an operator decides in the console.
 * Shows the latest application's state; a new one can be sent unless one is pending.
 */
import { Button, Checkbox, Stack, Text, Textarea } from '@mantine/core';
import {
  SOPHISTICATED_CRITERIA,
  type SophisticatedApplication,
  type SophisticatedCriterion,
} from '@wurzelwerk/shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ErrorAlert, OutcomeAlert } from '../../components/ErrorAlert';
import { paths } from '../../config/paths';
import type { MessageId } from '../../i18n/messages';
import { useFormat } from '../../lib/format';
import { useFailureText } from '../../lib/serverMessage';
import { trpc } from '../../lib/trpc';

/** The criteria's names, as the settings and the console show them. */
export const CRITERION_TEXTS: Record<SophisticatedCriterion, MessageId> = {
  income: 'protection.sophisticated.income',
  portfolio: 'protection.sophisticated.portfolio',
  experience: 'protection.sophisticated.experience',
  transactions: 'protection.sophisticated.transactions',
};

function StateLine({ application }: { application: SophisticatedApplication }) {
  const format = useFormat();
  const values = {
    date: format.date(application.appliedAt),
    until: application.validUntil ? format.date(application.validUntil) : '',
  };
  const id = {
    pending: 'protection.sophisticated.state.pending',
    approved: 'protection.sophisticated.state.approved',
    rejected: 'protection.sophisticated.state.rejected',
  }[application.state] as MessageId;
  return (
    <Text fw={600} data-testid="sophisticated-state">
      <FormattedMessage id={id} values={values} />
    </Text>
  );
}

export function SophisticatedSection() {
  const intl = useIntl();
  const failureText = useFailureText();
  const utils = trpc.useUtils();
  const status = trpc.protection.status.useQuery();
  const [criteria, setCriteria] = useState<SophisticatedCriterion[]>([]);
  const [evidence, setEvidence] = useState('');
  const apply = trpc.protection.applySophisticated.useMutation({
    onSuccess: () => {
      setCriteria([]);
      setEvidence('');
      void utils.protection.status.invalidate();
    },
  });
  const latest = status.data?.sophisticated ?? null;
  return (
    <Stack gap="md">
      <Text size="sm">
        <Link to={paths.protection}>
          <FormattedMessage id="protection.link" />
        </Link>
      </Text>
      {latest && <StateLine application={latest} />}
      {latest?.state !== 'pending' && (
        <>
          <Checkbox.Group
            label={intl.formatMessage({ id: 'protection.sophisticated.criteria' })}
            value={criteria}
            onChange={(value) => setCriteria(value as SophisticatedCriterion[])}
          >
            <Stack gap={6} mt={6}>
              {SOPHISTICATED_CRITERIA.map((c) => (
                <Checkbox key={c} value={c} label={intl.formatMessage({ id: CRITERION_TEXTS[c] })} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Textarea
            label={intl.formatMessage({ id: 'protection.sophisticated.evidence' })}
            description={intl.formatMessage({ id: 'protection.sophisticated.evidenceHint' })}
            value={evidence}
            onChange={(event) => setEvidence(event.currentTarget.value)}
            autosize
            minRows={3}
            maxLength={4000}
          />
          <div>
            <Button onClick={() => apply.mutate({ criteria, evidence })} loading={apply.isPending}>
              <FormattedMessage id="protection.sophisticated.submit" />
            </Button>
          </div>
        </>
      )}
      {apply.isError && <ErrorAlert>{failureText(apply.error)}</ErrorAlert>}
      {apply.isSuccess && (
        <OutcomeAlert tone="success">
          <FormattedMessage id="protection.sophisticated.sent" />
        </OutcomeAlert>
      )}
    </Stack>
  );
}
