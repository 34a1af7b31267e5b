/**
 * No dead ends (issue 22): a signed-out visit to a signed-in page shows the landing page (product §2's route
 * sets), which then says what the visitor tried to open, offers to sign in — returning there afterwards —
 * and, where there is one, the matching demo page. It takes the first place on the page, and the view
 * scrolls up to it: a link at the page's foot leads here too.
 */
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, matchPath, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { MessageId } from '../../i18n/messages';
import { signInReturningTo } from '../../lib/returnPath';

interface IntendedPage {
  pattern: string;
  name: MessageId;
  demo?: string;
}

/** The signed-in pages that have no public page at their path, with their names and demo pages. */
const SIGNED_IN_ONLY: readonly IntendedPage[] = [
  { pattern: paths.marketplace, name: 'landing.intended.page.marketplace', demo: paths.marketplaceDemo },
  { pattern: paths.asset, name: 'landing.intended.page.marketplace', demo: paths.marketplaceDemo },
  { pattern: paths.shop, name: 'landing.intended.page.shop', demo: paths.shopDemo },
  { pattern: paths.farm, name: 'landing.intended.page.farm', demo: paths.farmDemo },
  { pattern: paths.profile, name: 'landing.intended.page.profile', demo: paths.profileDemo },
  { pattern: paths.streams, name: 'landing.intended.page.streams', demo: paths.dashboardDemo },
  { pattern: paths.orders, name: 'landing.intended.page.orders' },
  { pattern: paths.settings, name: 'landing.intended.page.settings' },
];

export default function IntendedPageNotice() {
  const intl = useIntl();
  const { pathname, search, hash } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const intended = SIGNED_IN_ONLY.find(({ pattern }) => matchPath(pattern, pathname));

  useEffect(() => {
    // Focus moves to the notice, which scrolls it into view and lets a screen reader announce it.
    if (intended) heading.current?.focus();
  }, [intended]);

  if (!intended) return null;
  const target = `${pathname}${search}${hash}`;
  const page = intl.formatMessage({ id: intended.name });
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="intended-page-title">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconLock size={24} aria-hidden style={{ flexShrink: 0, marginTop: 4 }} />
        <div>
          <Title order={2} size="h3" id="intended-page-title" ref={heading} tabIndex={-1}>
            <FormattedMessage id="landing.intended.title" values={{ page }} />
          </Title>
          <Text mt="xs">
            <FormattedMessage
              id={intended.demo ? 'landing.intended.text' : 'landing.intended.textNoDemo'}
              values={{ page }}
            />
          </Text>
          <Group gap="sm" mt="md">
            <Button component={Link} to={signInReturningTo(target)}>
              <FormattedMessage id="landing.intended.signIn" />
            </Button>
            <Button
              component={Link}
              to={`${paths.register}?${new URLSearchParams({ next: target })}`}
              variant="default"
            >
              <FormattedMessage id="landing.intended.register" />
            </Button>
            {intended.demo && (
              <Button component={Link} to={intended.demo} variant="light">
                <FormattedMessage id="landing.intended.demo" />
              </Button>
            )}
          </Group>
        </div>
      </Group>
    </Paper>
  );
}
