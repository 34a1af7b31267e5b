/**
 * An offer's term is whole payment periods (decision 0060): a project whose term cannot be paid in its
 * periods (18 months yearly) is refused with 400 in the reader's language, on create and on edit — an edit
 * that sends only one of term and frequency is checked against the stored other.
 */
import { describe, expect, test } from 'bun:test';
import { messageText } from '@wurzelwerk/shared';
import { json, patch } from '../../../test/domains';
import { adminTestApp, operatorClient, projectOf } from '../../../test/fixtures/admin';

const t = adminTestApp();

describe('an offer’s term is whole payment periods', () => {
  test('18 months paid yearly is refused on create, in German and English; quarterly it is taken', async () => {
    const operator = await operatorClient(t);
    const project = await projectOf(operator, { slug: 'laufzeit-perioden' });
    const de = await operator.post('/api/admin/asset-types', { ...project, termMonths: 18 });
    expect(de.status).toBe(400);
    expect(JSON.stringify(await json(de))).toContain(messageText('de', 'admin.termNotWholePeriods'));
    const en = await operator.post(
      '/api/admin/asset-types',
      { ...project, termMonths: 18, paymentFrequency: 'yearly' },
      { 'accept-language': 'en' },
    );
    expect(en.status).toBe(400);
    expect(JSON.stringify(await json(en))).toContain(messageText('en', 'admin.termNotWholePeriods'));

    const created = await operator.post('/api/admin/asset-types', {
      ...project,
      termMonths: 18,
      paymentFrequency: 'quarterly',
    });
    expect(created.status).toBe(201);
    expect(await json(created)).toMatchObject({ termMonths: 18, paymentFrequency: 'quarterly' });
  });

  test('an edit of one of the two is checked against the other as stored', async () => {
    const operator = await operatorClient(t);
    const project = await projectOf(operator, { slug: 'laufzeit-aendern' });
    const asset = await json(
      await operator.post('/api/admin/asset-types', {
        ...project,
        termMonths: 18,
        paymentFrequency: 'quarterly',
      }),
    );
    const path = `/api/admin/asset-types/${asset.id}`;

    const yearly = await patch(operator, path, { paymentFrequency: 'yearly' });
    expect(yearly.status).toBe(400);
    expect((await json(yearly)).message).toBe(messageText('de', 'admin.termNotWholePeriods'));
    const english = await operator.request('PATCH', path, {
      json: { termMonths: 20 },
      headers: { 'accept-language': 'en' },
    });
    expect(english.status).toBe(400);
    expect((await json(english)).message).toBe(messageText('en', 'admin.termNotWholePeriods'));

    expect((await patch(operator, path, { termMonths: 24 })).status).toBe(200);
    const both = await patch(operator, path, { termMonths: 36, paymentFrequency: 'yearly' });
    expect(both.status).toBe(200);
    expect(await json(both)).toMatchObject({ termMonths: 36, paymentFrequency: 'yearly' });
  });
});
