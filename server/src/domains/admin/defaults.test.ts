/**
 * What the console fills in (issue 36): a project, product or stream saved without a picture shows its
 * category's default picture, which ships with the app and is served under /media.
 */
import { describe, expect, test } from 'bun:test';
import { DEFAULT_IMAGES, defaultImagePath } from '@wurzelwerk/shared';
import { json } from '../../../test/domains';
import { adminTestApp, operatorClient, PRODUCT, projectOf, STREAM } from '../../../test/fixtures/admin';
import { ORIGIN } from '../../../test/harness';

const t = adminTestApp();
const PROJECT_NAME_DE = 'Eichenhain';

const withoutImage = <T extends Record<string, unknown>>(record: T, key: string) =>
  Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));

describe('default pictures', () => {
  test('every category of projects, products and streams has one, served as SVG', async () => {
    for (const { path } of [...DEFAULT_IMAGES.asset, ...DEFAULT_IMAGES.product, ...DEFAULT_IMAGES.stream]) {
      const response = await t.app.handle(new Request(`${ORIGIN}/media/${path}`));
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toStartWith('image/svg+xml');
    }
  });

  test('saved without a picture: the category’s default; an edit keeps it', async () => {
    const operator = await operatorClient(t);
    const project = await operator.post(
      '/api/admin/asset-types',
      withoutImage(await projectOf(operator, { slug: 'ohne-bild', category: 'energy' }), 'imagePath'),
    );
    expect(project.status).toBe(201);
    expect((await json(project)).imagePath).toBe(defaultImagePath.asset('energy'));

    const product = await operator.post('/api/admin/products', {
      ...withoutImage(PRODUCT, 'imagePath'),
      slug: 'ohne-bild',
      category: 'tools',
    });
    expect(product.status).toBe(201);
    expect((await json(product)).imagePath).toBe(defaultImagePath.product('tools'));

    const stream = await operator.post('/api/admin/livestreams', {
      ...withoutImage(STREAM, 'thumbnailPath'),
      slug: 'ohne-bild',
      category: 'farming',
    });
    expect(stream.status).toBe(201);
    const scheduled = await json(stream);
    expect(scheduled.thumbnailPath).toBe(defaultImagePath.stream('farming'));
    const edited = await operator.request('PATCH', `/api/admin/livestreams/${scheduled.id}`, {
      json: { titleDe: 'Neu' },
    });
    expect((await json(edited)).thumbnailPath).toBe(defaultImagePath.stream('farming'));
  });
});

describe('news with a picture and a project', () => {
  test('served with the picture’s address and the project’s name; an unknown project is 400 naming it', async () => {
    const operator = await operatorClient(t);
    const project = await json(
      await operator.post(
        '/api/admin/asset-types',
        await projectOf(operator, { slug: 'news-projekt', published: true }),
      ),
    );
    const item = await operator.post('/api/admin/news', {
      slug: 'mit-bild',
      titleDe: 'Mit Bild',
      titleEn: 'With a picture',
      contentDe: 'Text',
      contentEn: 'Text',
      imagePath: 'assets/default-trees.svg',
      assetTypeId: project.id,
    });
    expect(item.status).toBe(201);
    const listed = (await json(await operator.get('/api/news'))).find(
      (entry: { title: string }) => entry.title === 'Mit Bild',
    );
    expect(listed).toMatchObject({
      image: '/media/assets/default-trees.svg',
      project: { id: project.id, name: PROJECT_NAME_DE },
    });

    const unknown = await operator.post('/api/admin/news', {
      slug: 'ohne-projekt',
      titleDe: 'Ohne',
      titleEn: 'Without',
      contentDe: 'Text',
      contentEn: 'Text',
      assetTypeId: 999_999,
    });
    expect(unknown.status).toBe(400);
    expect((await json(unknown)).message).toBe('Projekt: Bitte wählen Sie ein vorhandenes Projekt aus.');
  });
});
