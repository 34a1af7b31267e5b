/**
 * Investor protection and accessibility (issue 35): the complaints, accessibility, costs and statistics
 * pages in both languages and both themes without serious axe violations; a complaint and an accessibility
 * feedback sent signed out, the confirmation mailed, the ticket's status looked up.
 */
import { expect, LOOKS, openWith, seriousViolations, test } from './fixtures';

const PAGES = [
  { path: '/beschwerden', de: 'Beschwerden', en: 'Complaints' },
  { path: '/barrierefreiheit', de: 'Erklärung zur Barrierefreiheit', en: 'Accessibility statement' },
  { path: '/kosten', de: 'Kosten', en: 'Costs' },
  { path: '/statistik', de: 'Zahlungsstatistik', en: 'Payment statistics' },
] as const;

// In both looks (fixtures.ts, LOOKS: de light, en dark).
for (const [language, scheme] of LOOKS)
  test(`${language}, ${scheme}: the four pages, axe clean`, async ({ page }) => {
    for (const shown of PAGES) {
      await openWith(page, shown.path, language, scheme);
      await expect(page.getByRole('heading', { level: 1, name: shown[language] })).toBeVisible();
      if (shown.path === '/statistik')
        await expect(page.getByRole('table').first()).toBeVisible({ timeout: 15_000 });
      expect(await seriousViolations(page), shown.path).toEqual([]);
    }
  });

test('the footer links the four pages', async ({ page }) => {
  await openWith(page, '/', 'de');
  const footer = page.getByRole('navigation', { name: /Fußzeile|Footer|Seiten/ }).last();
  for (const name of ['Kosten', 'Statistik', 'Beschwerden', 'Barrierefreiheit'])
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
});

test('a complaint signed out: the ticket, the mail, the status', async ({ page, request }) => {
  const email = `beschwerde.${Date.now().toString(36)}@example.org`;
  await openWith(page, '/beschwerden', 'de');
  const form = page.getByRole('form', { name: 'Beschwerde einreichen' });
  await form.getByRole('button', { name: 'Beschwerde senden' }).click();
  await expect(form.getByText('Bitte geben Sie Ihren Namen an.')).toBeVisible();
  await form.getByLabel('Ihr Name').fill('Berta Beispiel');
  await form.getByLabel('Ihre E-Mail-Adresse').fill(email);
  await form.getByLabel('Betreff').fill('Zinszahlung');
  await form.getByLabel('Ihre Nachricht').fill('Meine Zinszahlung ist nicht angekommen.');
  await form.getByRole('button', { name: 'Beschwerde senden' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'Ihre Vorgangsnummer ist' });
  await expect(sent).toBeVisible();
  const ticket = /B-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec((await sent.textContent()) ?? '')?.[0] ?? '';
  expect(ticket).not.toBe('');
  expect(await seriousViolations(page)).toEqual([]);

  await expect
    .poll(async () =>
      (await (await request.get('/dev/mail')).text()).includes(`Eingangsbestätigung: Beschwerde ${ticket}`),
    )
    .toBe(true);

  await page.getByLabel('Vorgangsnummer').fill(ticket.toLowerCase());
  await page.getByLabel('E-Mail-Adresse, mit der Sie geschrieben haben').fill(email);
  await page.getByRole('button', { name: 'Stand abfragen' }).click();
  await expect(page.getByText(/Eingegangen am .* Wir antworten spätestens am/)).toBeVisible();
});

test('accessibility feedback in English reaches the queue: a ticket and the mail', async ({
  page,
  request,
}) => {
  const email = `feedback.${Date.now().toString(36)}@example.org`;
  await openWith(page, '/barrierefreiheit', 'en');
  await expect(page.getByText('Marktüberwachungsstelle der Länder', { exact: false })).toBeVisible();
  const form = page.getByRole('form', { name: 'Report a barrier' });
  await form.getByLabel('Your name').fill('Anna Berger');
  await form.getByLabel('Your e-mail address').fill(email);
  await form.getByLabel('Subject').fill('Map legend');
  await form.getByLabel('Your message').fill('The map legend is hard to read with a screen magnifier.');
  await form.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your ticket number is' })).toBeVisible();
  await expect
    .poll(async () => (await (await request.get('/dev/mail')).text()).includes('accessibility feedback'))
    .toBe(true);
});
