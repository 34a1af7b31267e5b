/**
 * The landing page below its first screen (product §2.2): about, investment categories, map, team, call to
 * action and footer. A chunk of its own, fetched once the first screen has painted (decision 0108): the hero
 * paints without waiting for it, and the first render stays short on a slow phone (issue 16). The sections come one per frame, each in a
 * commit of its own: React splits a render into short slices but commits a tree in one task, and committing
 * all six at once was one of the longest tasks after the first paint (decision 0104). Each is laid out and
 * painted only near the viewport (`content-visibility: auto`): the browser's layout of the whole page at once
 * was the longest; a section's size stays as it was once drawn.
 */
import { type CSSProperties, type ReactNode, startTransition, useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { CallToAction } from '../../components/sections';
import { paths } from '../../config/paths';
import { afterNextPaint } from '../../lib/useDeferredModule';
import { AboutSection } from './IntroSections';
import { InvestmentsSection } from './InvestmentsSection';
import { LandingFooter } from './LandingFooter';
import { MapSection, TeamSection } from './MapAndTeamSections';

/** Until first drawn a section counts as this high (the page's scroll bar); then as high as it was drawn. */
const OFF_SCREEN: CSSProperties = { contentVisibility: 'auto', containIntrinsicSize: 'auto 40rem' };

/** The sections in their order, each under a name of its own (its key). */
const SECTIONS: readonly (readonly [string, () => ReactNode])[] = [
  ['about', () => <AboutSection />],
  ['investments', () => <InvestmentsSection />],
  ['map', () => <MapSection />],
  ['team', () => <TeamSection />],
  [
    'cta',
    () => (
      <CallToAction
        id="cta-title"
        title="landing.cta.title"
        text={<FormattedMessage id="landing.cta.text" />}
        links={[
          { to: paths.register, label: 'landing.cta.register' },
          { to: paths.marketplace, label: 'landing.cta.marketplace' },
        ]}
      />
    ),
  ],
  ['footer', () => <LandingFooter />],
];

export default function BelowTheFold() {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= SECTIONS.length) return;
    return afterNextPaint(() => startTransition(() => setShown((count) => count + 1)));
  }, [shown]);
  return SECTIONS.slice(0, shown).map(([name, section]) => (
    <div key={name} style={OFF_SCREEN}>
      {section()}
    </div>
  ));
}
