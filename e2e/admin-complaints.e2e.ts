/**
 * The console's complaints queue (issue 35): a complaint filed on the public page shows with its due day;
 * the operator answers it in the dialog; the queue marks it answered and the sender's status shows the
 * answer. axe clean in both themes.
 */

import { expect, openWith, seriousViolations, test } from './fixtures';
import { openConsole } from './support/console';

test('a complaint is answered from the queue; the status shows the answer', async ({
  browser,
  baseURL,
  page,
}) => {
  const email = `queue.${Date.now().toString(36)}@example.org`;
  const subject = `Auszahlung ${Date.now().toString(36)}`;
  await openWith(page, '/beschwerden', 'de');
  const form = page.getByRole('form', { name: 'Beschwerde einreichen' });
  await form.getByLabel('Ihr Name').fill('Berta Beispiel');
  await form.getByLabel('Ihre E-Mail-Adresse').fill(email);
  await form.getByLabel('Betreff').fill(subject);
  await form.getByLabel('Ihre Nachricht').fill('Die Auszahlung fehlt seit zwei Wochen.');
  await form.getByRole('button', { name: 'Beschwerde senden' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'Ihre Vorgangsnummer ist' });
  const ticket = /B-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec((await sent.textContent()) ?? '')?.[0] ?? '';
  expect(ticket).not.toBe('');

  for (const scheme of ['light', 'dark'] as const) {
    const console = await openConsole(browser, baseURL, '/admin/complaints', scheme);
    await expect(
      console.getByRole('heading', { level: 2, name: 'Beschwerden und Rückmeldungen' }),
    ).toBeVisible();
    await expect(console.getByRole('row').filter({ hasText: ticket })).toBeVisible();
    expect(await seriousViolations(console)).toEqual([]);
    if (scheme === 'dark') {
      await console.getByRole('button', { name: `Antworten: ${ticket}` }).click();
      const dialog = console.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Antwort senden' }).click();
      await expect(dialog.getByText('Bitte schreiben Sie eine Antwort.')).toBeVisible();
      await dialog.getByLabel('Antwort').fill('Die Auszahlung ist heute eingegangen.');
      await dialog.getByRole('button', { name: 'Antwort senden' }).click();
      await expect(dialog).toBeHidden();
      await expect(console.getByRole('row').filter({ hasText: ticket })).toContainText('Beantwortet');
    }
    await console.context().close();
  }

  await page.getByLabel('Vorgangsnummer').fill(ticket);
  await page.getByLabel('E-Mail-Adresse, mit der Sie geschrieben haben').fill(email);
  await page.getByRole('button', { name: 'Stand abfragen' }).click();
  await expect(page.getByText('Die Auszahlung ist heute eingegangen.')).toBeVisible();
});
