/**
 * The landing page below its first screen (product §2.2): about, investment categories, map, team, call to
 * action and footer. A chunk of its own, fetched as the page starts: the hero paints without waiting for it,
 * and the first render stays short on a slow phone (issue 16). Each section is laid out and painted only near
 * the viewport (`content-visibility: auto`): the browser's layout of the whole page at once was the largest
 * single task after the first paint (decision 0104); a section's size stays as it was once drawn.
 */
import type { CSSProperties, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { CallToAction } from '../../components/sections';
import { paths } from '../../config/paths';
import { AboutSection } from './IntroSections';
import { InvestmentsSection } from './InvestmentsSection';
import { LandingFooter } from './LandingFooter';
import { MapSection, TeamSection } from './MapAndTeamSections';

/** Until first drawn a section counts as this high (the page's scroll bar); then as high as it was drawn. */
const OFF_SCREEN: CSSProperties = { contentVisibility: 'auto', containIntrinsicSize: 'auto 40rem' };

function Deferred({ children }: { children: ReactNode }) {
  return <div style={OFF_SCREEN}>{children}</div>;
}

export default function BelowTheFold() {
  return (
    <>
      <Deferred>
        <AboutSection />
      </Deferred>
      <Deferred>
        <InvestmentsSection />
      </Deferred>
      <Deferred>
        <MapSection />
      </Deferred>
      <Deferred>
        <TeamSection />
      </Deferred>
      <Deferred>
        <CallToAction
          id="cta-title"
          title="landing.cta.title"
          text={<FormattedMessage id="landing.cta.text" />}
          links={[
            { to: paths.register, label: 'landing.cta.register' },
            { to: paths.marketplace, label: 'landing.cta.marketplace' },
          ]}
        />
      </Deferred>
      <Deferred>
        <LandingFooter />
      </Deferred>
    </>
  );
}
