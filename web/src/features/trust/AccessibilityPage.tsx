/**
 * /barrierefreiheit (issue 35, BFSG; decision 0075): the accessibility statement — how the service meets
 * WCAG 2.1 AA / EN 301 549, what it does not yet, the feedback form (into the operators' complaints queue,
 * answered by mail) and the market surveillance authority.
 */
import { Anchor, Stack, Text } from '@mantine/core';
import { BRAND, COMPLAINT_ANSWER_BUSINESS_DAYS } from '@wurzelwerk/shared';
import { FormattedMessage } from 'react-intl';
import { useFormat } from '../../lib/format';
import { ComplaintForm } from './ComplaintForm';
import { MessageList, Section, TrustPage } from './TrustPage';

/** The day this statement was last reviewed. */
const PREPARED_ON = '2026-11-29';
const AUTHORITY_EMAIL = 'MLBF@ms.sachsen-anhalt.de';

const MEETS = [
  'accessibility.meets.standard',
  'accessibility.meets.tests',
  'accessibility.meets.language',
  'accessibility.meets.pdf',
] as const;
const GAPS = [
  'accessibility.gaps.video',
  'accessibility.gaps.farm',
  'accessibility.gaps.maps',
  'accessibility.gaps.charts',
  'accessibility.gaps.review',
] as const;

export default function AccessibilityPage() {
  const format = useFormat();
  return (
    <TrustPage
      page="page.accessibility"
      description="meta.accessibility"
      title="accessibility.title"
      intro="accessibility.intro"
      introValues={{ brand: BRAND }}
    >
      <Section id="accessibility-meets" title="accessibility.meets.title">
        <Stack gap="xs">
          {MEETS.map((text) => (
            <Text key={text}>
              <FormattedMessage id={text} />
            </Text>
          ))}
        </Stack>
      </Section>
      <Section id="accessibility-gaps" title="accessibility.gaps.title">
        <Text mb="xs">
          <FormattedMessage id="accessibility.gaps.intro" />
        </Text>
        <MessageList items={GAPS} />
        <Text mt="sm" size="sm">
          <FormattedMessage id="accessibility.prepared" values={{ date: format.day(PREPARED_ON) }} />
        </Text>
      </Section>
      <Section id="accessibility-form" title="accessibility.feedback.title">
        <Text mb="sm">
          <FormattedMessage
            id="accessibility.feedback.intro"
            values={{ days: COMPLAINT_ANSWER_BUSINESS_DAYS }}
          />
        </Text>
        <ComplaintForm kind="accessibility" submit="accessibility.feedback.submit" />
      </Section>
      <Section id="accessibility-authority" title="accessibility.authority.title">
        <Text mb="xs">
          <FormattedMessage id="accessibility.authority.intro" />
        </Text>
        <Text component="address" style={{ fontStyle: 'normal' }}>
          <FormattedMessage id="accessibility.authority.name" />
          <br />
          <FormattedMessage id="accessibility.authority.address" />
          <br />
          <FormattedMessage id="accessibility.authority.phone" />
          <br />
          <FormattedMessage id="accessibility.authority.email" />{' '}
          <Anchor href={`mailto:${AUTHORITY_EMAIL}`}>{AUTHORITY_EMAIL}</Anchor>
        </Text>
      </Section>
    </TrustPage>
  );
}
