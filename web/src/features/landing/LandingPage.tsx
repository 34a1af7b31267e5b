/**
 * The public start page (product §2.2): hero, features, about, investment categories, map, team, call to
 * action and footer. Local only (product §7): every figure is sample content (packages/shared/src/sample)
 * and is marked as sample. The first screen comes with the app; the rest is its own chunk (BelowTheFold),
 * fetched and drawn once the first screen has painted (decision 0108). A signed-out visit to a signed-in path
 * shows the notice of what was asked for (IntendedPageNotice, its own chunk) above the hero: the page waits
 * for it in one Suspense boundary and appears once, whole, instead of the hero being pushed down when the
 * notice arrives (issue 22: no layout shift).
 */
import { Box, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { PageMeta } from '../../components/PageMeta';
import { paths } from '../../config/paths';
import { AfterFirstPaint } from '../../lib/useDeferredModule';
import { HeroSection } from './HeroSection';
import { FeaturesSection } from './IntroSections';

const BelowTheFold = lazy(() => import('./BelowTheFold'));
/** Only for a visit to another path (a signed-in page, signed out): its own chunk, off the first load. */
const IntendedPageNotice = lazy(() => import('./IntendedPageNotice'));

export default function LandingPage() {
  const intl = useIntl();
  const elsewhere = useLocation().pathname !== paths.home;
  return (
    <Box>
      <PageMeta
        title={intl.formatMessage({ id: 'landing.documentTitle' })}
        description="meta.home"
        brandFirst
      />
      {/* One boundary for the whole page: on a signed-in path the page appears once its notice has come. */}
      <Suspense fallback={null}>
        <Stack gap={64}>
          {elsewhere && <IntendedPageNotice />}
          <HeroSection />
          <FeaturesSection />
          {/* Asked for once the first screen has painted: nothing the hero does without comes before it (0108). */}
          <AfterFirstPaint fallback={null}>
            <Suspense fallback={null}>
              <BelowTheFold />
            </Suspense>
          </AfterFirstPaint>
        </Stack>
      </Suspense>
    </Box>
  );
}
