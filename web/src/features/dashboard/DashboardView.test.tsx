/**
 * DashboardView is presentational, so the states the seeded server never produces (nothing live, no news)
 * are checked here by rendering it to HTML with the German catalogue.
 */
import { describe, expect, test } from 'bun:test';
import { MantineProvider } from '@mantine/core';
import type { Dashboard, Livestream, News } from '@wurzelwerk/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { paths } from '../../config/paths';
import { catalogs } from '../../i18n/catalogs';
import { loaded } from '../../lib/queryState';
import { DashboardView } from './DashboardView';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);

const summary: Dashboard = {
  totalInvestment: '0.00',
  expectedReturns: '0.00',
  receivedCents: 0,
  totalAssets: 0,
  awaitingPayment: { count: 0, amount: '0.00', nextDueAt: null },
  environmentalImpact: { co2Saved: 0, foodProduced: 0, waterSaved: 0, treesPlanted: 0, energyProduced: 0 },
  recentActivities: [],
};

function stream(id: number, isLive: boolean): Livestream {
  return {
    id,
    title: `Stream ${id}`,
    location: 'Leipzig',
    thumbnail: '/media/stream.jpg',
    viewers: isLive ? 10 * id : 0,
    startTime: new Date(NOW + (isLive ? -1 : 1) * id * 3_600_000),
    status: isLive ? 'live' : 'scheduled',
    isLive,
    category: 'trees',
    assetTypeId: null,
    streamUrl: null,
    reminderSet: false,
  };
}

function news(id: number): News {
  return {
    id,
    title: `Neuigkeit ${id}`,
    content: 'Text',
    publishedAt: new Date(NOW - id * 86_400_000),
    image: null,
    project: null,
  };
}

function render({
  streams,
  newsItems = [],
  dashboard = summary,
}: {
  streams: Livestream[];
  newsItems?: News[];
  dashboard?: Dashboard;
}) {
  return renderToStaticMarkup(
    <MantineProvider>
      <IntlProvider locale="de" messages={catalogs.de}>
        <MemoryRouter>
          <DashboardView
            firstName="Erika"
            summary={dashboard}
            investments={loaded([])}
            news={loaded(newsItems)}
            streams={loaded(streams)}
            onToggleReminder={() => undefined}
            investPath={paths.marketplace}
            streamsPath={paths.streams}
          />
        </MemoryRouter>
      </IntlProvider>
    </MantineProvider>,
  );
}

/** Visible text of the HTML, tags removed. */
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;

describe('DashboardView', () => {
  test('hides the live-streams card when nothing is live, but keeps the planned one', () => {
    const html = text(render({ streams: [stream(1, false), stream(2, false)] }));
    expect(html).not.toContain('Live-Streams');
    expect(html).toContain('Geplante Streams');
    expect(html).toContain('Stream 1');
  });

  test('shows the live-streams card when a stream is live', () => {
    const html = text(render({ streams: [stream(1, true), stream(2, false)] }));
    expect(html).toContain('Live-Streams');
    expect(html).toContain('10 Zuschauer');
  });

  test('lists every live and planned stream: the spec limits only assets and news to 3', () => {
    const streams = [1, 2, 3, 4, 5].map((id) => stream(id, true));
    streams.push(...[6, 7, 8, 9].map((id) => stream(id, false)));
    const html = render({ streams });
    for (const s of streams) expect(text(html)).toContain(`${s.title} `);
    // One reminder switch per planned stream.
    expect(count(html, 'role="switch"')).toBe(4);
  });

  test('shows the news empty state, and at most 3 news', () => {
    expect(text(render({ streams: [] }))).toContain('Keine Neuigkeiten vorhanden.');
    const html = text(render({ streams: [], newsItems: [1, 2, 3, 4, 5].map(news) }));
    expect(html).toContain('Neuigkeit 3');
    expect(html).not.toContain('Neuigkeit 4');
  });

  test('investments awaiting their payment are shown apart, with their sum and deadline (issue 33)', () => {
    expect(text(render({ streams: [] }))).not.toContain('Zahlung ausstehend');
    const awaiting = {
      ...summary,
      awaitingPayment: { count: 2, amount: '1750.00', nextDueAt: new Date(Date.UTC(2026, 11, 5, 12)) },
    };
    const html = text(render({ streams: [], dashboard: awaiting }));
    expect(html).toContain('Zahlung ausstehend');
    expect(html).toMatch(/2 Investments über 1\.750,00\s€ warten auf die Überweisung \(bis 05\.12\.2026\)/);
    // The totals stay those of paid investments.
    expect(html).toMatch(/Coins 0,00\s€/);
  });
});
