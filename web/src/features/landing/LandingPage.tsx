/**
 * The public start page (spec §2.2): hero, features, about, investment categories, map, team, call to
 * action and footer. Local only (spec §7): every figure comes from sampleData.ts and is marked as sample.
 */
import { Box, Stack } from '@mantine/core';
import { BRAND } from '@wurzelwerk/shared';
import { useIntl } from 'react-intl';
import { AboutSection, FeaturesSection, HeroSection } from './HeroSections';
import {
  CallToActionSection,
  InvestmentsSection,
  LandingFooter,
  MapSection,
  TeamSection,
} from './LowerSections';

export default function LandingPage() {
  const intl = useIntl();
  return (
    <Box>
      <title>{`${BRAND} – ${intl.formatMessage({ id: 'landing.documentTitle' })}`}</title>
      <Stack gap={64}>
        <HeroSection />
        <FeaturesSection />
        <AboutSection />
        <InvestmentsSection />
        <MapSection />
        <TeamSection />
        <CallToActionSection />
        <LandingFooter />
      </Stack>
    </Box>
  );
}
