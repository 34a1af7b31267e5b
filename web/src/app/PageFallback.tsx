/**
 * What the shell shows while a page's files are on their way: the loader, under the page's head where the
 * page has one that comes with the app (issue 16). A page whose largest text is its head — the marketplace's
 * hero, signed in and as the demo — so has its largest paint with the shell's first one; the page renders
 * the same head at the same place, so nothing moves when it arrives.
 */
import { Stack } from '@mantine/core';
import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { PageLoader } from '../components/PageLoader';
import { paths } from '../config/paths';
import { MarketplaceHero } from '../features/marketplace/MarketplaceHero';

const heads: Partial<Record<string, ComponentType>> = {
  [paths.marketplace]: MarketplaceHero,
  [paths.marketplaceDemo]: MarketplaceHero,
};

/** `head: false` where something may still come above the page and would push its head down. */
export function PageFallback({ head = true }: { head?: boolean }) {
  const Head = heads[useLocation().pathname];
  if (!Head || !head) return <PageLoader />;
  // The gap of the pages' own outer Stack (MarketplaceView), so that the head stands where the page puts it.
  return (
    <Stack gap="xl">
      <Head />
      <PageLoader />
    </Stack>
  );
}
