import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

async function chooseLanguage(page: Page, language: 'Deutsch' | 'English') {
  await page.getByRole('button', { name: /Sprache wählen|Choose language/ }).click();
  await page.getByRole('menuitemradio', { name: language }).click();
}

test('login shows German field errors under each field', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-Mail').fill('keine-adresse');
  await page.getByLabel('Passwort', { exact: true }).fill('kurz');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();

  await expect(page.getByLabel('E-Mail')).toHaveAccessibleDescription('Gültige E-Mail-Adresse eingeben');
  await expect(page.getByLabel('Passwort', { exact: true })).toHaveAccessibleDescription(
    'Passwort muss mindestens 6 Zeichen haben',
  );
  await expect(page).toHaveURL('/login');
});

test('registration shows German field errors, including the password mismatch', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Vorname').fill('A');
  await page.getByLabel('Nachname').fill('B');
  await page.getByLabel('Benutzername').fill('ab');
  await page.getByLabel('E-Mail').fill('nope');
  await page.getByLabel('Passwort', { exact: true }).fill('123');
  await page.getByRole('button', { name: 'Registrieren', exact: true }).click();

  await expect(page.getByText('Vorname muss mindestens 2 Zeichen haben')).toBeVisible();
  await expect(page.getByText('Nachname muss mindestens 2 Zeichen haben')).toBeVisible();
  await expect(page.getByText('Benutzername muss mindestens 3 Zeichen haben')).toBeVisible();
  await expect(page.getByText('Gültige E-Mail-Adresse eingeben')).toBeVisible();
  await expect(page.getByText('Passwort muss mindestens 6 Zeichen haben')).toBeVisible();
  await expect(page.getByText('Passwort bestätigung erforderlich')).toBeVisible();

  await page.getByLabel('Passwort', { exact: true }).fill('geheim123');
  await page.getByLabel('Passwort bestätigen').fill('geheim124');
  await page.getByRole('button', { name: 'Registrieren', exact: true }).click();
  await expect(page.getByLabel('Passwort bestätigen')).toHaveAccessibleDescription(
    'Passwörter stimmen nicht überein',
  );
  await expect(page).toHaveURL('/register');
});

test('field errors follow the language, also those already shown', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByText('Gültige E-Mail-Adresse eingeben')).toBeVisible();

  await chooseLanguage(page, 'English');
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

  await page.goto('/register');
  await page.getByLabel('Username').fill('x');
  await page.getByLabel('Password', { exact: true }).fill('geheim123');
  await page.getByLabel('Confirm password').fill('anders123');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('First name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Last name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
});
