/**
 * The public start page (spec §2.2): hero, features, about, investment categories, map, team, call to
 * action and footer. Local only (spec §7): every figure is sample content (packages/shared/src/sample)
 * and is marked as sample.
 */
import { Box, Stack } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { paths } from '../../app/paths';
import { PageMeta } from '../../components/PageMeta';
import { CallToAction } from '../../components/sections';
import { HeroSection } from './HeroSection';
import { AboutSection, FeaturesSection } from './IntroSections';
import { InvestmentsSection } from './InvestmentsSection';
import { LandingFooter } from './LandingFooter';
import { MapSection, TeamSection } from './MapAndTeamSections';

export default function LandingPage() {
  const intl = useIntl();
  return (
    <Box>
      <PageMeta
        title={intl.formatMessage({ id: 'landing.documentTitle' })}
        description="meta.home"
        brandFirst
      />
      <Stack gap={64}>
        <HeroSection />
        <FeaturesSection />
        <AboutSection />
        <InvestmentsSection />
        <MapSection />
        <TeamSection />
        <CallToAction
          id="cta-title"
          title="landing.cta.title"
          text={<FormattedMessage id="landing.cta.text" />}
          links={[
            { to: paths.register, label: 'landing.cta.register' },
            { to: paths.marketplace, label: 'landing.cta.marketplace' },
          ]}
        />
        <LandingFooter />
      </Stack>
    </Box>
  );
}
