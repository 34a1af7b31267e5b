/**
 * The REST API derives a missing slug (issue 36, decision 0080): a project, product, news item or stream
 * created without one gets the slug of its German title — the console's function — unique by a suffix,
 * also when creates of one title run in parallel; the OpenAPI document says the slug is optional.
 */
import { describe, expect, test } from 'bun:test';
import { SLUG_MAX, slugOf } from '@wurzelwerk/shared';
import { json } from '../../../test/domains';
import { adminTestApp, NEWS, operatorClient, PRODUCT, projectOf, STREAM } from '../../../test/fixtures/admin';
import { TestClient } from '../../../test/harness';
import { withSuffix } from './slugs';

const t = adminTestApp();

const without = <T extends Record<string, unknown>>(record: T) =>
  Object.fromEntries(Object.entries(record).filter(([name]) => name !== 'slug'));

describe('a create without a slug', () => {
  test('each kind derives it from its German title, the next one of that title gets -2', async () => {
    const operator = await operatorClient(t);
    const kinds = [
      { path: '/api/admin/asset-types', body: await projectOf(operator, { nameDe: 'Eichen über Kühe' }) },
      { path: '/api/admin/products', body: { ...PRODUCT, nameDe: 'Eichen über Kühe' } },
      { path: '/api/admin/news', body: { ...NEWS, titleDe: 'Eichen über Kühe' } },
      { path: '/api/admin/livestreams', body: { ...STREAM, titleDe: 'Eichen über Kühe' } },
    ];
    for (const { path, body } of kinds) {
      const first = await operator.post(path, without(body));
      expect(first.status, path).toBe(201);
      expect((await json(first)).slug, path).toBe('eichen-ueber-kuehe');
      const second = await operator.post(path, without(body));
      expect(second.status, path).toBe(201);
      expect((await json(second)).slug, path).toBe('eichen-ueber-kuehe-2');
      // A slug given and taken is still refused: the operator chose it.
      const taken = await operator.post(path, { ...body, slug: 'eichen-ueber-kuehe' });
      expect(taken.status, path).toBe(409);
    }
  });

  test('parallel creates of one title each get their own slug', async () => {
    const operator = await operatorClient(t);
    const title = 'Gleichzeitig geschrieben';
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => operator.post('/api/admin/news', { ...without(NEWS), titleDe: title })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    const slugs = await Promise.all(answers.map(async (answer) => (await json(answer)).slug));
    const base = slugOf(title);
    expect(new Set(slugs)).toEqual(new Set([1, 2, 3, 4, 5, 6].map((n) => withSuffix(base, n))));
  });

  test('a title slugOf cannot write falls back to the English one, then to the kind', async () => {
    const operator = await operatorClient(t);
    const english = await operator.post('/api/admin/news', {
      ...without(NEWS),
      titleDe: '森林',
      titleEn: 'Forest',
    });
    expect((await json(english)).slug).toBe('forest');
    const neither = await operator.post('/api/admin/news', {
      ...without(NEWS),
      titleDe: '森林',
      titleEn: '森',
    });
    expect((await json(neither)).slug).toBe('nachricht');
  });

  test('a suffix on the longest slug stays within SLUG_MAX, at a word', () => {
    const base = slugOf('Wald '.repeat(40));
    expect(base.length).toBeLessThanOrEqual(SLUG_MAX);
    const suffixed = withSuffix(base, 12);
    expect(suffixed.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(suffixed).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*-12$/);
  });

  test('the OpenAPI document lists the slug as optional on every create, with how it is derived', async () => {
    const doc = await json(await new TestClient(t.app).get('/api/openapi.json'));
    for (const path of [
      '/api/admin/asset-types',
      '/api/admin/products',
      '/api/admin/news',
      '/api/admin/livestreams',
    ]) {
      const schema = doc.paths[path].post.requestBody.content['application/json'].schema;
      const body = schema.$ref ? doc.components.schemas[schema.$ref.split('/').at(-1)] : schema;
      const shape = body.allOf?.[0] ?? body;
      expect(shape.properties.slug, path).toBeDefined();
      expect(shape.required ?? [], path).not.toContain('slug');
      expect(shape.properties.slug.description, path).toContain('derived from the German title');
    }
  });
});
