/**
 * The team pages (product §2.7, §2.16; issue 5): the team demo with six members, departments and statistics,
 * and the team page with two members and its numbers, signed out, in English and signed in.
 */
import { expect, storePreferences, test } from './fixtures';
import { expectFigures, expectLinks, expectTexts } from './support/pages';

// Several suites share the machine.
test.describe.configure({ timeout: 120_000 });

const SLOW = { timeout: 15_000 };

test('team demo: six members with every field, departments and statistics', async ({ page }) => {
  await page.goto('/teamdemo');
  const members = page.getByTestId('team-member');
  await expect(members).toHaveCount(6, SLOW);

  const lena = page.getByRole('article', { name: 'Lena Berger' });
  await expectTexts(lena, [
    'Gründerin & Geschäftsführerin',
    'Geschäftsführung',
    'Stufe: Geschäftsführung',
    'Berlin',
    '12 Jahre Erfahrung',
    'Dabei seit 01.03.2020',
    '15 Projekte',
    'Nachhaltige Finanzen',
    'Gründung von Wurzelwerk',
    'Deutsch, Englisch, Französisch',
    'Wandern, Imkern',
    'lena.berger@wurzelwerk.example',
    'LinkedIn: lena-berger',
    'GitHub: lberger',
  ]);
  await expect(lena.getByLabel('Bewertung 4,9 von 5')).toBeVisible();
  for (const name of [
    'E-Mail an Lena Berger (Demo, ohne Funktion)',
    'LinkedIn von Lena Berger (Demo, ohne Funktion)',
  ]) {
    await expect(lena.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true');
  }
  // Every card has the same fields.
  for (const label of ['Fähigkeiten', 'Erfolge', 'Sprachen', 'Hobbys', 'Kontakt']) {
    await expect(members.filter({ hasText: label })).toHaveCount(6);
  }
  await expect(members.getByRole('button', { name: /^E-Mail an / })).toHaveCount(6);
  await expect(members.getByRole('button', { name: /^LinkedIn von / })).toHaveCount(6);

  const technology = page.getByTestId('department-technology');
  await expect(technology.getByRole('heading', { name: 'Technik' })).toBeVisible();
  await expect(technology).toContainText('2 Mitglieder');
  await expect(technology.getByRole('listitem')).toHaveText(['Jonas Keller', 'Marek Nowak']);
  await expect(page.locator('[data-testid^="department-"]')).toHaveCount(5);

  const stats = page.getByTestId('team-stats');
  await expectFigures(stats, [
    ['Aktive Projekte', '69'],
    ['Auszeichnungen', '15'],
    ['Bewertung', '4,8 / 5'],
    ['Teammitglieder', '6'],
  ]);
});

test('team page: two members and the numbers block, signed out and in English', async ({ page }) => {
  await page.goto('/team');
  await expect(page.getByTestId('team-member')).toHaveCount(2, SLOW);
  const jonas = page.getByRole('article', { name: 'Jonas Keller' });
  await expectTexts(jonas, [
    'Mitgründer & CTO',
    'Technik',
    'Leipzig',
    'Dabei seit 2020',
    'Expertise',
    'TypeScript',
  ]);
  await expectLinks(jonas, [['jonas.keller@wurzelwerk.example', 'mailto:jonas.keller@wurzelwerk.example']]);
  await expect(jonas.getByRole('button', { name: /GitHub von Jonas Keller/ })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  const numbers = [
    ['Gegründet', '2020'],
    ['Teammitglieder', '2'],
    ['Umweltprojekte', '15+'],
    ['Gepflanzte Bäume', '50.000+'],
  ] as const;
  await expectFigures(page.getByTestId('team-numbers'), numbers, true);

  await storePreferences(page, 'en');
  await page.goto('/team');
  // en-GB's compact notation writes "50k" (decision 0040).
  await expectFigures(page.getByTestId('team-numbers'), [
    ['Trees planted', '50k+'],
    ['Environmental projects', '15+'],
  ]);
});

test('team page is in the signed-in set too', async ({ signedInPage: page }) => {
  await page.goto('/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Unser Team' })).toBeVisible(SLOW);
  await expect(page.getByTestId('team-member')).toHaveCount(2);
  await expect(page.getByTestId('team-numbers')).toContainText('2020');
});
