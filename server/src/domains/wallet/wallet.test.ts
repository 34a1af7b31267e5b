/**
 * The wallet (issue 34): the balance and transactions from the ledger (kinds, filter, CSV read back), the
 * payout account (IBAN and holder checked, password and second factor, the mail, the 24-hour hold).
 */
import { describe, expect, test } from 'bun:test';
import { messageText } from '@wurzelwerk/shared';
import { json, signedInClient, signedUpCaller } from '../../../test/domains';
import { expectSoundLedger } from '../../../test/fixtures/bank';
import { endHold, fundedInvestor, GERMAN_IBAN, setPayoutAccount } from '../../../test/fixtures/wallet';
import { callerFor, TestClient, testApp } from '../../../test/harness';
import { onlyMail } from '../../../test/mail';
import { totpCode } from '../../auth/totp';
import { dayStart } from '../../calendar';

const t = testApp({ seed: true, registerMaxPerWindow: 1000 });

/** Parses our CSV back: the UTF-8 BOM first, CRLF lines, the separator (no quoted cells in these rows). */
const parseCsv = async (response: Response, separator: string) => {
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return new TextDecoder('utf-8')
    .decode(bytes)
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(separator));
};

describe('GET /api/wallet and its transactions', () => {
  test('an empty wallet: balance 0, no payout account, no transactions', async () => {
    const investor = await fundedInvestor(t.app, t.database.db, '500.00');
    const other = await signedInClient(t.app);
    expect(await json(await other.get('/api/wallet'))).toEqual({
      balanceCents: 0,
      payoutAccount: null,
      withdrawals: [],
    });
    expect(await json(await other.get('/api/wallet/transactions'))).toEqual({ items: [], next: null });
    expect((await investor.get('/api/wallet')).status).toBe(200);
  });

  test('a refund is a transaction of kind refund; filter by kind and period; paging; CSV in both languages', async () => {
    const investor = await fundedInvestor(t.app, t.database.db, '750.00');
    const wallet = await json(await investor.get('/api/wallet'));
    expect(wallet.balanceCents).toBe(75_000);
    const all = await json(await investor.get('/api/wallet/transactions'));
    expect(all.items).toHaveLength(1);
    expect(all.items[0]).toMatchObject({ kind: 'refund', amountCents: 75_000 });

    expect((await json(await investor.get('/api/wallet/transactions?kind=withdrawal'))).items).toEqual([]);
    expect((await json(await investor.get('/api/wallet/transactions?kind=refund'))).items).toHaveLength(1);
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());
    expect(
      (await json(await investor.get(`/api/wallet/transactions?from=${today}&to=${today}`))).items,
    ).toHaveLength(1);
    expect((await json(await investor.get('/api/wallet/transactions?to=2020-01-01'))).items).toEqual([]);

    // Two withdrawals make three transactions: pages of two.
    await setPayoutAccount(investor);
    await endHold(t.database.db, investor.userId);
    for (const amount of ['10.00', '0.55'])
      expect((await investor.post('/api/wallet/withdrawals', { amount })).status).toBe(201);
    const first = await json(await investor.get('/api/wallet/transactions?limit=2'));
    expect(first.items.map((i: { amountCents: number }) => i.amountCents)).toEqual([-55, -1000]);
    const second = await json(await investor.get(`/api/wallet/transactions?limit=2&before=${first.next}`));
    expect(second).toMatchObject({ items: [{ kind: 'refund', amountCents: 75_000 }], next: null });

    const german = await investor.get('/api/wallet/transactions.csv');
    expect(german.status).toBe(200);
    expect(german.headers.get('content-type')).toStartWith('text/csv');
    expect(german.headers.get('content-disposition')).toStartWith('attachment');
    const rows = await parseCsv(german, ';');
    expect(rows[0]).toEqual(['Datum', 'Art', 'Betrag (EUR)', 'Referenz', 'Buchungs-ID']);
    expect(rows.slice(1).map((row) => [row[1], row[2]])).toEqual([
      ['Auszahlung', '-0,55'],
      ['Auszahlung', '-10,00'],
      ['Erstattung', '750,00'],
    ]);
    expect(rows[1]?.[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const english = await investor.get('/api/wallet/transactions.csv?kind=refund', {
      'accept-language': 'en',
    });
    expect((await parseCsv(english, ',')).map((row) => row.slice(1, 3))).toEqual([
      ['Kind', 'Amount (EUR)'],
      ['Refund', '750.00'],
    ]);
    await expectSoundLedger(t.database.db);
  });

  test('a bad filter is a 400 in the reader’s language', async () => {
    const investor = await fundedInvestor(t.app, t.database.db, '500.00');
    for (const [query, code] of [
      ['from=31.01.2026', 'wallet.date'],
      ['kind=bonus', 'wallet.kind'],
      ['from=2026-02-01&to=2026-01-01', 'wallet.period'],
    ] as const) {
      for (const language of ['de', 'en'] as const) {
        const response = await investor.get(`/api/wallet/transactions?${query}`, {
          'accept-language': language,
        });
        expect(response.status).toBe(400);
        expect((await response.json()).message).toBe(messageText(language, code));
      }
    }
  });

  test('a day of the filter is a day in Europe/Berlin', () => {
    expect(dayStart('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(dayStart('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z');
  });

  test('signed out → 401', async () => {
    expect((await new TestClient(t.app).get('/api/wallet')).status).toBe(401);
    expect((await new TestClient(t.app).get('/api/wallet/transactions.csv')).status).toBe(401);
  });
});

describe('PUT /api/wallet/payout-account', () => {
  test('invalid or non-SEPA IBAN, bad holder → 400 with the reason in German and English', async () => {
    const investor = await fundedInvestor(t.app, t.database.db, '500.00');
    const cases = [
      [{ iban: 'DE89370400440532013001' }, 'bank.ibanChecksum'],
      [{ iban: 'XX89370400440532013000' }, 'bank.ibanCountry'],
      [{ iban: 'BR1800360305000010009795493C1' }, 'bank.ibanNotSepa'],
      // Outside the EEA a transfer needs the bank's BIC.
      [{ iban: 'CH93 0076 2011 6238 5295 7' }, 'bank.bicRequired'],
      [{ iban: 'CH9300762011623852957', bic: ' ' }, 'bank.bicRequired'],
      [{ iban: 'CH9300762011623852957', bic: 'UBSW' }, 'bank.bicFormat'],
      [{ bic: 'COBADEFF1' }, 'bank.bicFormat'],
      [{ holder: '' }, 'wallet.holderRequired'],
      [{ holder: 'A'.repeat(71) }, 'wallet.holderTooLong'],
      [{ holder: 'Анна Мюллер' }, 'wallet.holderChars'],
      [{ password: '' }, 'wallet.passwordRequired'],
    ] as const;
    for (const [body, code] of cases)
      for (const language of ['de', 'en'] as const) {
        const response = await setPayoutAccount(investor, body, language);
        expect(response.status, code).toBe(400);
        expect((await response.json()).message).toBe(messageText(language, code));
      }
    expect(await json(await investor.get('/api/wallet/payout-account'))).toBeNull();
  });

  test('a wrong password → 400; the right one sets it, mails the address and holds withdrawals for 24 hours', async () => {
    const investor = await fundedInvestor(t.app, t.database.db, '500.00');
    const wrong = await setPayoutAccount(investor, { password: 'falsch-falsch' });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toBe(messageText('de', 'auth.wrongPassword'));

    const set = await setPayoutAccount(investor, { iban: 'de89 3704 0044 0532 0130 00' });
    expect(set.status).toBe(200);
    const account = await set.json();
    expect(account).toMatchObject({ iban: GERMAN_IBAN, holder: 'Anna Müller' });
    const hold = Date.parse(account.holdUntil) - Date.parse(account.changedAt);
    expect(hold).toBe(24 * 60 * 60 * 1000);
    const mail = await onlyMail(t.app, investor.credentials.email, 'Ihr Auszahlungskonto wurde hinterlegt');
    expect(mail.text).toContain('DE89');
    expect(mail.text).not.toContain(GERMAN_IBAN);

    const held = await investor.post(
      '/api/wallet/withdrawals',
      { amount: '1.00' },
      { 'accept-language': 'en' },
    );
    expect(held.status).toBe(409);
    expect((await held.json()).message).toMatch(/24 hours .* again in 2[34] h \d+ min/);

    // Sending the same again changes nothing: no second mail, the hold as it was.
    expect((await json(await setPayoutAccount(investor))).changedAt).toBe(account.changedAt);
    await endHold(t.database.db, investor.userId);
    expect((await investor.post('/api/wallet/withdrawals', { amount: '1.00' })).status).toBe(201);

    // A change starts the hold anew, with a mail.
    const changed = await setPayoutAccount(investor, {
      iban: 'AT611904300234573201',
      holder: 'Anna Müller-Berg',
    });
    expect(changed.status).toBe(200);
    await onlyMail(t.app, investor.credentials.email, 'Ihr Auszahlungskonto wurde geändert');
    expect((await investor.post('/api/wallet/withdrawals', { amount: '1.00' })).status).toBe(409);
    await expectSoundLedger(t.database.db);
  });

  test('a BIC: kept as given inside the EEA, none when left out; outside it, kept with the account', async () => {
    const investor = await fundedInvestor(t.app, t.database.db, '500.00');
    const withBic = await json(await setPayoutAccount(investor, { bic: 'cobadeff xxx' }));
    expect(withBic).toMatchObject({ iban: GERMAN_IBAN, bic: 'COBADEFFXXX' });
    // Only the BIC differs: a change like any other (a new hold, a mail).
    const without = await json(await setPayoutAccount(investor));
    expect(without.bic).toBeNull();
    expect(without.changedAt).not.toBe(withBic.changedAt);
    const swiss = await json(
      await setPayoutAccount(investor, { iban: 'CH93 0076 2011 6238 5295 7', bic: 'UBSWCHZH80A' }),
    );
    expect(swiss).toMatchObject({ iban: 'CH9300762011623852957', bic: 'UBSWCHZH80A' });
    expect(await json(await investor.get('/api/wallet/payout-account'))).toMatchObject({
      bic: 'UBSWCHZH80A',
    });
  });

  test('with the second factor on, a current code is needed too', async () => {
    const account = await signedUpCaller(t.app);
    const { secret } = await account.caller.auth.twoFactor.setup();
    await account.caller.auth.twoFactor.enable({ code: totpCode(secret) });
    const { caller } = await callerFor(t.app, account.cookie, account.ip);
    const input = { iban: GERMAN_IBAN, holder: 'Anna Berger', password: account.credentials.password };
    await expect(caller.wallet.setPayoutAccount(input)).rejects.toThrow(
      messageText('de', 'wallet.codeRequired'),
    );
    await expect(
      caller.wallet.setPayoutAccount({
        ...input,
        code: '000000' === totpCode(secret, Date.now() + 30_000) ? '111111' : '000000',
      }),
    ).rejects.toThrow(messageText('de', 'twoFactor.invalidCode'));
    const set = await caller.wallet.setPayoutAccount({
      ...input,
      code: totpCode(secret, Date.now() + 30_000),
    });
    expect(set.iban).toBe(GERMAN_IBAN);
  });
});
