/**
 * Issue 35, "the game rewards prudence": the farm's knowledge quest — the knowledge test's questions and
 * explanations — (a wrong answer explained and tried again,
 * a right one rewarded in coins, kept by the server), and the statutory warning on the game and livestream
 * screens — in both languages, axe-clean in both colour schemes.
 */
import type { Page } from '@playwright/test';
import { expect, type Language, openWith, SCHEME_OF, seriousViolations, test } from './fixtures';
import { totalCoins } from './support/farm';

const TIMEOUT = { timeout: 20_000 };
const GERMAN_WARNING =
  'Der Erwerb dieser Vermögensanlage ist mit erheblichen Risiken verbunden und kann zum vollständigen Verlust des eingesetzten Vermögens führen.';

const TEXTS = {
  de: {
    quest: 'Wissensquest',
    progress: (done: number) => `${done} von 6 Lektionen gelernt`,
    lesson: 'Lektion 1 von 6: Totalverlust',
    right: 'Sie können es vollständig verlieren (Totalverlust).',
    wrong: 'Sie verlieren höchstens die Hälfte.',
    answer: 'Antworten',
    notQuite: 'Nicht ganz',
    correct: 'Richtig! +100 Münzen',
    explanation: 'das gesamte investierte Geld verloren',
    next: 'Lektion 2 von 6: Nachrang',
  },
  en: {
    quest: 'Knowledge quest',
    progress: (done: number) => `${done} of 6 lessons learned`,
    lesson: 'Lesson 1 of 6: Total loss',
    right: 'You can lose all of it (total loss).',
    wrong: 'You lose half of it at most.',
    answer: 'Answer',
    notQuite: 'Not quite',
    correct: 'Right! +100 coins',
    explanation: 'all the money invested may be lost',
    next: 'Lesson 2 of 6: Subordination',
  },
} as const;

/** The page's first risk warning, with the statutory German text (beneath the English rendering in English). */
async function expectRiskWarning(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(TIMEOUT);
  const warning = page.getByTestId('risk-warning').first();
  await expect(warning).toBeVisible(TIMEOUT);
  await expect(warning).toContainText(GERMAN_WARNING);
}

async function openQuests(page: Page) {
  await expect(page.getByRole('tab', { name: 'Farm', exact: true })).toBeVisible(TIMEOUT);
  await page.getByRole('tab', { name: 'Quests', exact: true }).click();
}

for (const language of ['de', 'en'] as const satisfies readonly Language[]) {
  const text = TEXTS[language];

  test(`the knowledge quest: a wrong answer explained, a right one rewarded in coins and kept (${language})`, async ({
    signedInPage: page,
  }) => {
    // Two answers, an axe check and a reload of the farm.
    test.setTimeout(90_000);
    await openWith(page, '/farm', language);
    await expectRiskWarning(page);
    await openQuests(page);
    const quest = page.getByRole('region', { name: text.quest });
    await expect(quest).toContainText(text.progress(0));
    await expect(quest.getByRole('heading', { name: text.lesson })).toBeVisible();
    const answer = quest.getByRole('button', { name: text.answer });
    await expect(answer).toBeDisabled();

    await quest.getByRole('radio', { name: text.wrong }).check();
    await answer.click();
    const feedback = page.getByTestId('knowledge-feedback');
    await expect(feedback).toContainText(text.notQuite);
    await expect(feedback).toContainText(text.explanation);
    await expect(quest).toContainText(text.progress(0));

    const synced = page.waitForResponse(
      (response) => response.url().includes('farm.sync') && response.ok(),
      TIMEOUT,
    );
    await quest.getByRole('radio', { name: text.right }).check();
    await answer.click();
    await expect(feedback).toContainText(text.correct);
    await expect(quest).toContainText(text.progress(1));
    await expect(quest.getByRole('heading', { name: text.next })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await synced;

    // The server replayed the answers: the lesson and its 100 coins are kept.
    await page.reload();
    await openQuests(page);
    await expect(page.getByRole('region', { name: text.quest })).toContainText(text.progress(1));
    await page.getByRole('tab', { name: 'Farm', exact: true }).click();
    await expect(totalCoins(page)).toHaveText('100');
  });

  // In the language's look (fixtures.ts, LOOKS: de light, en dark).
  const scheme = SCHEME_OF[language];
  test(`the risk warning on the farm demo, axe-clean (${language}, ${scheme})`, async ({ page }) => {
    await openWith(page, '/farmdemo', language, scheme);
    await expectRiskWarning(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`the risk warning on the livestreams, axe-clean (${language}, ${scheme})`, async ({
    signedInPage: page,
  }) => {
    await openWith(page, '/streams', language, scheme);
    await expectRiskWarning(page);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible(TIMEOUT);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
