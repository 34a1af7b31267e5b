/**
 * The landing page below its first screen (product §2.2): about, investment categories, map, team, call to
 * action and footer. A chunk of its own, fetched as the page starts: the hero paints without waiting for it,
 * and the first render stays short on a slow phone (issue 16).
 */
import { FormattedMessage } from 'react-intl';
import { CallToAction } from '../../components/sections';
import { paths } from '../../config/paths';
import { AboutSection } from './IntroSections';
import { InvestmentsSection } from './InvestmentsSection';
import { LandingFooter } from './LandingFooter';
import { MapSection, TeamSection } from './MapAndTeamSections';

export default function BelowTheFold() {
  return (
    <>
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
    </>
  );
}
