/** The livestreams page (product §2 Streams, §4 reminders): lists, persisted reminders, languages, accessibility. */
import type { Locator, Page } from '@playwright/test';
import { expect, inEveryLook, NOTIFICATIONS, openWith, seriousViolations, test, toast } from './fixtures';

const section = (page: Page, name: string) => page.getByRole('region', { name });

interface ListedStream {
  id: number;
  title: string;
  isLive: boolean;
  startTime: string;
  streamUrl: string | null;
}

/** The streams as the API lists them for the signed-in page. */
async function listedStreams(page: Page): Promise<ListedStream[]> {
  return (await (await page.request.get('/trpc/livestreams.list')).json()).result.data.json;
}

/** The live stream with an address (the sample video): the one that can be watched. */
const playableOf = (streams: ListedStream[]) => streams.find((s) => s.isLive && s.streamUrl);

/** The card's video runs: not paused, and time has passed. */
const expectPlaying = (card: Locator) =>
  expect
    .poll(() => card.locator('video').evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0), {
      timeout: 15_000,
    })
    .toBe(true);

test('live and upcoming streams are listed with their details', async ({ signedInPage: page }) => {
  const streams = await listedStreams(page);
  const live = streams.filter((s) => s.isLive);
  const upcoming = streams.filter((s) => !s.isLive);
  expect(live.length).toBeGreaterThan(0);
  expect(upcoming.length).toBeGreaterThan(0);

  await page.goto('/streams');
  await expect(page.getByRole('heading', { level: 1, name: 'Livestreams' })).toBeVisible();
  await expect(section(page, 'Jetzt live').getByRole('article')).toHaveCount(live.length, {
    timeout: 15_000,
  });
  await expect(section(page, 'Demnächst').getByRole('article')).toHaveCount(upcoming.length);

  const first = page.getByRole('article', { name: live[0]?.title });
  await expect(first.getByRole('img', { name: live[0]?.title })).toBeVisible();
  await expect(first).toContainText('Live');
  await expect(first).toContainText(/\d+ Zuschauer/);
  // Planned streams have a reminder switch, live ones do not.
  await expect(first.getByRole('switch')).toHaveCount(0);
  await expect(section(page, 'Demnächst').getByRole('switch')).toHaveCount(upcoming.length);
  // Issue 36: viewers are counted through the player, so a planned stream shows none, and no play button.
  const planned = page.getByRole('article', { name: upcoming[0]?.title });
  await expect(planned).toContainText('Geplant');
  await expect(planned).not.toContainText('Zuschauer');
  await expect(planned.getByRole('button', { name: /^Stream abspielen/ })).toHaveCount(0);
});

test('a reminder is saved through the API and survives a reload', async ({ signedInPage: page }) => {
  await page.goto('/streams');
  const card = section(page, 'Demnächst').getByRole('article').first();
  const reminder = card.getByRole('switch', { name: 'Erinnerung' });
  await expect(reminder).not.toBeChecked({ timeout: 15_000 });

  await reminder.click();
  await expect(toast(page, 'Erinnerung gesetzt')).toBeVisible({ timeout: 15_000 });
  await expect(reminder).toBeChecked();
  // The confirmation toast closes itself after 3 s.
  await expect(toast(page, 'Erinnerung gesetzt')).toBeHidden({ timeout: 10_000 });

  await page.reload();
  const reloaded = section(page, 'Demnächst').getByRole('article').first().getByRole('switch');
  await expect(reloaded).toBeChecked({ timeout: 15_000 });

  await reloaded.click();
  await expect(toast(page, 'Erinnerung entfernt')).toBeVisible({ timeout: 15_000 });
  await expect(reloaded).not.toBeChecked();
  await page.reload();
  await expect(section(page, 'Demnächst').getByRole('article').first().getByRole('switch')).not.toBeChecked({
    timeout: 15_000,
  });
});

/** Records, without changing them, the permission requests and notifications the app makes. */
async function observeNotifications(page: Page) {
  await page.addInitScript(() => {
    const Original = window.Notification;
    const seen = { requests: 0, shown: [] as { title: string; body?: string }[] };
    (window as unknown as { __notifications: typeof seen }).__notifications = seen;
    class Observed extends Original {
      constructor(title: string, options?: NotificationOptions) {
        seen.shown.push({ title, body: options?.body });
        super(title, options);
      }
      static override get permission() {
        return Original.permission;
      }
      static override requestPermission(...args: Parameters<typeof Original.requestPermission>) {
        seen.requests += 1;
        return Original.requestPermission(...args);
      }
    }
    window.Notification = Observed;
  });
}

const notifications = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          __notifications: { requests: number; shown: { title: string; body?: string }[] };
        }
      ).__notifications,
  );

test(
  'the warning comes on any page, stays 10 s, and with the permission granted also as a browser notification',
  NOTIFICATIONS,
  async ({ signedInPage: page, baseURL }) => {
    await page.context().grantPermissions(['notifications'], { origin: baseURL as string });
    await observeNotifications(page);
    const streams = await listedStreams(page);
    const next = streams.find((s) => !s.isLive && new Date(s.startTime).getTime() - Date.now() > 16 * 60_000);
    expect(next).toBeDefined();
    const { title, startTime } = next as ListedStream;

    await page.clock.install();
    await page.goto('/streams');
    const reminder = page.getByRole('article', { name: title }).getByRole('switch', { name: 'Erinnerung' });
    await expect(reminder).toBeVisible({ timeout: 15_000 });
    await reminder.click();
    await expect(toast(page, 'Erinnerung gesetzt')).toBeVisible({ timeout: 15_000 });
    // Decided already: no permission request.
    expect((await notifications(page)).requests).toBe(0);

    // Away from the streams page: the signed-in shell keeps the timer.
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Marktplatz' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Marktplatz' })).toBeVisible({
      timeout: 15_000,
    });

    const due = new Date(startTime).getTime() - 15 * 60_000;
    const now = await page.evaluate(() => Date.now());
    await page.clock.runFor(due - now - 2_000);
    expect((await notifications(page)).shown).toEqual([]);
    await page.clock.runFor(3_000);
    const warning = toast(page, 'Livestream beginnt gleich');
    await expect(warning).toBeVisible({ timeout: 15_000 });
    await expect(warning).toContainText(`„${title}“ startet in 15 Minuten.`);
    expect((await notifications(page)).shown).toEqual([
      { title: 'Livestream beginnt gleich', body: `„${title}“ startet in 15 Minuten.` },
    ]);

    // The warning stays 10 s (product §9), then closes itself.
    await page.clock.runFor(8_000);
    await expect(warning).toBeVisible();
    await page.clock.runFor(3_000);
    await expect(warning).toBeHidden({ timeout: 10_000 });
  },
);

test(
  'the notification permission is requested on load while undecided',
  NOTIFICATIONS,
  async ({ signedInPage: page }) => {
    await observeNotifications(page);
    // Any signed-in page, not only the ones listing streams.
    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    expect(await page.evaluate(() => Notification.permission)).toBe('default');
    await expect.poll(async () => (await notifications(page)).requests, { timeout: 15_000 }).toBe(1);
  },
);

test('the streams page in English', async ({ signedInPage: page }) => {
  await openWith(page, '/streams', 'en');
  await expect(page.getByRole('heading', { level: 2, name: 'Live now' })).toBeVisible();
  await expect(section(page, 'Coming up').getByRole('switch', { name: 'Reminder' }).first()).toBeVisible({
    timeout: 15_000,
  });
  await expect(
    section(page, 'Live now')
      .getByText(/\d+ viewers?/)
      .first(),
  ).toBeVisible();
});

test('no serious accessibility violations on /streams (de light, en dark)', async ({
  signedInPage: page,
}) => {
  test.setTimeout(240_000);
  await openWith(page, '/streams', 'de', 'light');
  // Both looks (LOOKS: de light, en dark) through the header's toggles, without a reload.
  await inEveryLook(page, async (language, scheme) => {
    await expect(page.getByRole('switch').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('img').first()).toBeVisible();
    expect(await seriousViolations(page), `${language}, ${scheme}`).toEqual([]);
  });
});

test('every live sample stream plays its loop; only those have a play button; watching counts a viewer', async ({
  signedInPage: page,
}) => {
  const streams = await listedStreams(page);
  const live = streams.filter((s) => s.isLive);
  for (const stream of live) expect(stream.streamUrl).toMatch(/^\/media\/streams\/loops\/[a-z0-9-]+\.webm$/);
  const playable = playableOf(streams);

  await page.goto('/streams');
  const liveSection = section(page, 'Jetzt live');
  await expect(liveSection.getByRole('article')).toHaveCount(live.length, { timeout: 15_000 });
  // A play button on every live stream (each has its loop), none on a planned one.
  await expect(page.getByRole('button', { name: /^Stream abspielen/ })).toHaveCount(live.length);
  await expect(liveSection.getByRole('button', { name: /^Stream abspielen/ })).toHaveCount(live.length);
  const card = page.getByRole('article', { name: playable?.title });
  await card.getByRole('button', { name: `Stream abspielen: ${playable?.title}` }).click();
  await expect(card.locator('video')).toHaveAccessibleName(playable?.title ?? '');
  await expectPlaying(card);
  // The player's heartbeat counts this viewer, on the card and for everyone through the API.
  await expect(card.getByTestId('stream-viewers')).toHaveText(/^[1-9]\d* Zuschauer/, { timeout: 15_000 });
  const counted = (await listedStreams(page)).find((s) => s.id === playable?.id) as { viewers?: number };
  expect(counted.viewers).toBeGreaterThanOrEqual(1);
  expect(await seriousViolations(page)).toEqual([]);
});

test('“Ansehen” on the dashboard opens the streams page at that stream, playing', async ({
  signedInPage: page,
}) => {
  const playable = playableOf(await listedStreams(page));
  await page.goto('/');
  // Only a stream with an address can be watched: every live one plays its loop (issue 36).
  const watch = page.getByRole('link', { name: `Ansehen: ${playable?.title}` });
  await expect(watch).toHaveCount(1, { timeout: 15_000 });
  await watch.click();
  await expect(page).toHaveURL(`/streams?watch=${playable?.id}`);
  const card = page.getByRole('article', { name: playable?.title });
  await expect(card).toBeInViewport({ timeout: 15_000 });
  await expectPlaying(card);
});
