/** The landing page's footer (product §2.2): brand, links and the sample contact data. */
import { Anchor, Box, Divider, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMail, IconMapPin } from '@tabler/icons-react';
import { BRAND, sampleCompany } from '@wurzelwerk/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLocalized } from '../../components/localizedSample';
import { type NavItem, signedInNavItems } from '../../config/navigation';
import { paths } from '../../config/paths';

/** The signed-in navigation (product §2.2: marketplace, dashboard, farm, map, team, shop), then the legal pages. */
const footerLinks: readonly NavItem[] = [
  ...signedInNavItems,
  { to: paths.impressum, label: 'landing.footer.impressum' },
  { to: paths.privacy, label: 'landing.footer.privacy' },
  { to: paths.terms, label: 'landing.footer.terms' },
  { to: paths.costs, label: 'landing.footer.costs' },
  { to: paths.statistics, label: 'landing.footer.statistics' },
  { to: paths.complaints, label: 'landing.footer.complaints' },
  { to: paths.accessibility, label: 'landing.footer.accessibility' },
];

export function LandingFooter() {
  const intl = useIntl();
  const pick = useLocalized();
  return (
    <Box component="footer" pb="xl">
      <Divider mb="lg" />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <Stack gap={4}>
          <Text fw={800} size="lg">
            {BRAND}
          </Text>
          <Text size="sm" c="dimmed">
            <FormattedMessage id="landing.footer.claim" />
          </Text>
        </Stack>
        <Box component="nav" aria-label={intl.formatMessage({ id: 'landing.footer.navLabel' })}>
          <Stack gap={4}>
            {footerLinks.map((link) => (
              <Anchor key={link.label} component={Link} to={link.to} size="sm">
                <FormattedMessage id={link.label} />
              </Anchor>
            ))}
          </Stack>
        </Box>
        <Stack gap={6}>
          <Text fw={600} size="sm">
            <FormattedMessage id="landing.footer.contact" />
          </Text>
          <Group gap={6} wrap="nowrap">
            <IconMail size={16} aria-hidden />
            <Anchor href={`mailto:${sampleCompany.email}`} size="sm">
              {sampleCompany.email}
            </Anchor>
          </Group>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <ThemeIcon variant="transparent" size="sm" aria-hidden>
              <IconMapPin size={16} />
            </ThemeIcon>
            <Text component="address" size="sm" style={{ fontStyle: 'normal' }}>
              {BRAND} <FormattedMessage id="landing.footer.addressSample" />
              <br />
              {sampleCompany.street}
              <br />
              {sampleCompany.city}
              <br />
              {pick(sampleCompany.country)}
            </Text>
          </Group>
        </Stack>
      </SimpleGrid>
    </Box>
  );
}
