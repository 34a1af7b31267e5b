/**
 * Issuers and offer terms (issue 33) over REST: the operator's issuer records (audited, IBAN and BIC checked
 * and refused in the reader's language), an asset type's issuer and terms, and the terms fixed once someone
 * invested (409: a change is a new offer) while the other fields stay editable.
 */
import { describe, expect, test } from 'bun:test';
import { messageText } from '@wurzelwerk/shared';
import { codeOf, json, patch, signedInClient, signedUpCaller } from '../../../test/domains';
import { adminTestApp, ISSUER, operatorClient, projectOf } from '../../../test/fixtures/admin';
import { TestClient, testDatabaseUrl } from '../../../test/harness';
import { investments } from '../../db/schema';
import { setRoleByEmail } from './users';

const t = adminTestApp();

type Audit = { action: string; entity: string; entityId: string; before: unknown; after: unknown };

describe('issuers', () => {
  test('created, listed and edited by an operator, each write audited with before and after', async () => {
    const operator = await operatorClient(t);
    const created = await operator.post('/api/admin/issuers', { ...ISSUER, name: 'Audit-Test Energie' });
    expect(created.status).toBe(201);
    const issuer = await json(created);
    // Stored in electronic form: spaces out, upper case.
    expect(issuer).toMatchObject({
      name: 'Audit-Test Energie',
      iban: 'DE61000000001000000001',
      bic: 'WURZDEX1XXX',
    });
    const listed = await json(await operator.get('/api/admin/issuers'));
    expect(listed.map((one: { id: number }) => one.id)).toContain(issuer.id);

    const edited = await patch(operator, `/api/admin/issuers/${issuer.id}`, { city: 'Würzburg' });
    expect(edited.status).toBe(200);
    expect(await json(edited)).toMatchObject({ id: issuer.id, city: 'Würzburg', name: 'Audit-Test Energie' });

    const audit: Audit[] = await json(await operator.get('/api/admin/audit'));
    const [update, create] = audit.filter(
      (entry) => entry.entity === 'issuers' && entry.entityId === String(issuer.id),
    );
    expect(create).toMatchObject({ action: 'issuer.create', before: null, after: { city: 'Aschaffenburg' } });
    expect(update).toMatchObject({
      action: 'issuer.update',
      before: { city: 'Aschaffenburg' },
      after: { city: 'Würzburg' },
    });

    expect(
      (await operator.post('/api/admin/issuers', { ...ISSUER, name: 'Audit-Test Energie' })).status,
    ).toBe(409);
    expect((await patch(operator, '/api/admin/issuers/999999', { city: 'X' })).status).toBe(404);
  });

  test('a wrong IBAN or BIC is refused with 400 naming the reason, in the reader’s language; nothing is written', async () => {
    const operator = await operatorClient(t);
    const wrongChecksum = { ...ISSUER, name: 'Prüfziffer-Test', iban: 'DE62000000001000000001' };
    const de = await operator.post('/api/admin/issuers', wrongChecksum);
    expect(de.status).toBe(400);
    expect((await json(de)).message).toBe(messageText('de', 'bank.ibanChecksum'));
    const en = await operator.post('/api/admin/issuers', wrongChecksum, { 'accept-language': 'en' });
    expect(en.status).toBe(400);
    expect((await json(en)).message).toBe(messageText('en', 'bank.ibanChecksum'));
    const badBic = await operator.post('/api/admin/issuers', {
      ...wrongChecksum,
      iban: ISSUER.iban,
      bic: 'NOPE',
    });
    expect(badBic.status).toBe(400);
    expect((await json(badBic)).message).toBe(messageText('de', 'bank.bicFormat'));
    const listed = await json(await operator.get('/api/admin/issuers'));
    expect(listed.some((one: { name: string }) => one.name === 'Prüfziffer-Test')).toBe(false);

    const issuer = await json(
      await operator.post('/api/admin/issuers', { ...ISSUER, name: 'IBAN-Änderung' }),
    );
    const edit = await patch(operator, `/api/admin/issuers/${issuer.id}`, { iban: 'DE00 1234' });
    expect(edit.status).toBe(400);
    expect((await json(edit)).message).not.toMatch(/zod|regex|invalid_/i);
  });

  test('over tRPC: admin.issuers.create, list, byId and update; an investor is FORBIDDEN', async () => {
    const { caller, credentials } = await signedUpCaller(t.app);
    expect(await codeOf(caller.admin.issuers.list())).toBe('FORBIDDEN');
    await setRoleByEmail(t.database.db, credentials.email, 'operator', { id: null, email: 'test' });
    const created = await caller.admin.issuers.create({ ...ISSUER, name: 'tRPC-Emittent', country: 'at' });
    expect(created).toMatchObject({ name: 'tRPC-Emittent', country: 'AT', iban: 'DE61000000001000000001' });
    expect((await caller.admin.issuers.list()).map((one) => one.id)).toContain(created.id);
    const updated = await caller.admin.issuers.update({ id: created.id, registerNumber: 'HRB 000100' });
    expect(await caller.admin.issuers.byId({ id: created.id })).toEqual(updated);
    expect(updated.registerNumber).toBe('HRB 000100');
    expect(await codeOf(caller.admin.issuers.update({ id: created.id, iban: 'XX00' }))).toBe('BAD_REQUEST');
  });

  test('only operators: signed out 401, an investor 403', async () => {
    expect((await new TestClient(t.app, '198.51.100.93').get('/api/admin/issuers')).status).toBe(401);
    const investor = await signedInClient(t.app);
    expect((await investor.get('/api/admin/issuers')).status).toBe(403);
    expect((await investor.post('/api/admin/issuers', ISSUER)).status).toBe(403);
  });
});

describe('an asset type’s issuer and terms', () => {
  test('a project needs an existing issuer; its terms default to 12 months, bullet, yearly, 14 days', async () => {
    const operator = await operatorClient(t);
    const project = await projectOf(operator, { slug: 'issuer-pflicht' });
    const { issuerId: _issuerId, ...withoutIssuer } = project;
    expect((await operator.post('/api/admin/asset-types', withoutIssuer)).status).toBe(400);
    const unknown = await operator.post('/api/admin/asset-types', { ...project, issuerId: 999999 });
    expect(unknown.status).toBe(400);
    expect((await json(unknown)).message).toBe(messageText('de', 'admin.issuerUnknown'));

    const created = await operator.post('/api/admin/asset-types', project);
    expect(created.status).toBe(201);
    const asset = await json(created);
    expect(asset).toMatchObject({
      issuerId: project.issuerId,
      termMonths: 12,
      repaymentType: 'bullet',
      paymentFrequency: 'yearly',
      paymentDeadlineDays: 14,
    });
    const served = await json(await new TestClient(t.app).get(`/api/asset-types/${asset.id}`));
    expect(served.issuer).toEqual({
      id: project.issuerId,
      name: ISSUER.name,
      legalForm: 'GmbH',
      city: 'Aschaffenburg',
      register: 'Amtsgericht Aschaffenburg, HRB 000099',
    });
    expect(served.terms).toEqual({
      termMonths: 12,
      interestPercent: '4.5',
      repaymentType: 'bullet',
      paymentFrequency: 'yearly',
      paymentDeadlineDays: 14,
    });
  });

  test('terms and issuer are editable until someone invests; then 409 in both languages, other fields stay editable', async () => {
    const operator = await operatorClient(t);
    const project = await projectOf(operator, { slug: 'angebot-fest' });
    const asset = await json(await operator.post('/api/admin/asset-types', project));
    const path = `/api/admin/asset-types/${asset.id}`;
    const terms = {
      termMonths: 24,
      repaymentType: 'annuity',
      paymentFrequency: 'monthly',
      paymentDeadlineDays: 10,
    };
    const before = await patch(operator, path, terms);
    expect(before.status).toBe(200);
    expect(await json(before)).toMatchObject(terms);
    expect((await json(await new TestClient(t.app).get(`/api/asset-types/${asset.id}`))).terms).toMatchObject(
      terms,
    );

    const investor = await signedInClient(t.app);
    const invested = await investor.post('/api/investments', {
      assetTypeId: asset.id,
      quantity: 1,
      totalInvestment: '750.00',
    });
    expect(invested.status).toBe(201);

    for (const change of [
      { termMonths: 36 },
      { repaymentType: 'bullet' },
      { paymentFrequency: 'yearly' },
      { paymentDeadlineDays: 20 },
    ]) {
      const refused = await patch(operator, path, change);
      expect(refused.status, JSON.stringify(change)).toBe(409);
      expect((await json(refused)).message).toBe(messageText('de', 'admin.offerLocked'));
    }
    const other = await json(
      await operator.post('/api/admin/issuers', { ...ISSUER, name: 'Anderer Emittent' }),
    );
    const english = await operator.request('PATCH', path, {
      json: { issuerId: other.id },
      headers: { 'accept-language': 'en' },
    });
    expect(english.status).toBe(409);
    expect((await json(english)).message).toBe(messageText('en', 'admin.offerLocked'));

    // Sending the terms it has is no change; the other fields stay editable.
    const same = await patch(operator, path, {
      ...terms,
      issuerId: project.issuerId,
      nameEn: 'Oak grove II',
    });
    expect(same.status).toBe(200);
    expect(await json(same)).toMatchObject({ ...terms, nameEn: 'Oak grove II', issuerId: project.issuerId });
  });

  // PostgreSQL only: PGlite has one connection, so two transactions never overlap there.
  test.skipIf(!testDatabaseUrl)(
    'an investment being written while the terms are changed: the change waits for it, then 409',
    async () => {
      const operator = await operatorClient(t);
      const investor = await signedInClient(t.app);
      const asset = await json(
        await operator.post(
          '/api/admin/asset-types',
          await projectOf(operator, { slug: 'angebot-wettlauf' }),
        ),
      );
      let commit: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        commit = resolve;
      });
      let inserted: () => void = () => {};
      const written = new Promise<void>((resolve) => {
        inserted = resolve;
      });
      const investing = t.database.db.transaction(async (tx) => {
        await tx.insert(investments).values({
          id: crypto.randomUUID(),
          userId: investor.userId,
          assetTypeId: asset.id,
          quantity: 1,
          totalInvestment: '750.00',
          expectedAnnualReturn: '33.75',
        });
        inserted();
        await held;
      });
      await written;
      const change = patch(operator, `/api/admin/asset-types/${asset.id}`, { termMonths: 36 });
      let answered = false;
      void change.then(() => {
        answered = true;
      });
      await Bun.sleep(300);
      expect(answered).toBe(false);
      commit();
      await investing;
      const refused = await change;
      expect(refused.status).toBe(409);
      expect((await json(refused)).message).toBe(messageText('de', 'admin.offerLocked'));
    },
  );
});
