/**
 * The public start page (spec §2.2): hero, features, about, investment categories, map, team, call to
 * action and footer. Local only (spec §7): every figure is sample content (packages/shared/src/sample)
 * and is marked as sample. The first screen comes with the app; the rest is its own chunk (BelowTheFold),
 * fetched after the first paint.
 */
import { Box, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { paths } from '../../app/paths';
import { PageMeta } from '../../components/PageMeta';
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
      <Stack gap={64}>
        {elsewhere && (
          <Suspense fallback={null}>
            <IntendedPageNotice />
          </Suspense>
        )}
        <HeroSection />
        <FeaturesSection />
        {/* Asked for once the first screen has painted: its files are not on the way of the hero. */}
        <AfterFirstPaint fallback={null}>
          <Suspense fallback={null}>
            <BelowTheFold />
          </Suspense>
        </AfterFirstPaint>
      </Stack>
    </Box>
  );
}
