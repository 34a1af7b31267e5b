import { describe, expect, test } from 'bun:test';
import fc from 'fast-check';
import { clickAction, parsePushPayload, targetUrl } from './notifications';

const ORIGIN = 'https://wurzelwerk.example';

describe('parsePushPayload', () => {
  test('the server’s JSON: title, body, url and an optional tag', () => {
    expect(parsePushPayload('{"title":"T","body":"B","url":"/streams","tag":"s-1"}')).toEqual({
      title: 'T',
      body: 'B',
      url: '/streams',
      tag: 's-1',
    });
    expect(parsePushPayload('{"title":"T","body":"","url":"/"}')).toEqual({ title: 'T', body: '', url: '/' });
  });

  test.each([
    null,
    undefined,
    '',
    'not json',
    '[]',
    '"text"',
    '{"body":"B","url":"/"}',
    '{"title":"","body":"B","url":"/"}',
    '{"title":"T","url":"/"}',
    '{"title":"T","body":"B"}',
    '{"title":1,"body":"B","url":"/"}',
  ])('anything else shows nothing: %p', (text) => {
    expect(parsePushPayload(text)).toBeNull();
  });
});

describe('targetUrl', () => {
  test('a path of the site, with its search and hash', () => {
    expect(targetUrl('/streams', ORIGIN)).toBe(`${ORIGIN}/streams`);
    expect(targetUrl('/orders?id=4#top', ORIGIN)).toBe(`${ORIGIN}/orders?id=4#top`);
  });

  test.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'streams',
    'javascript:alert(1)',
    '',
  ])('never another site: %p leads to the start page', (path) => {
    expect(targetUrl(path, ORIGIN)).toBe(`${ORIGIN}/`);
  });

  test('whatever the payload says, the click stays on the site', () => {
    fc.assert(
      fc.property(fc.string(), (path) => {
        expect(new URL(targetUrl(path, ORIGIN)).origin).toBe(ORIGIN);
      }),
    );
  });
});

describe('clickAction', () => {
  const target = `${ORIGIN}/streams`;

  test('no window of the site: one opens at the target', () => {
    expect(clickAction(target, [])).toEqual({ kind: 'open', url: target });
  });

  test('a tab already at the target is focused', () => {
    const windows = [
      { url: `${ORIGIN}/dashboard`, visible: true },
      { url: target, visible: false },
    ];
    expect(clickAction(target, windows)).toEqual({ kind: 'focus', index: 1 });
  });

  test('else a visible tab of the site is taken there, else the first one', () => {
    expect(
      clickAction(target, [
        { url: `${ORIGIN}/farm`, visible: false },
        { url: `${ORIGIN}/dashboard`, visible: true },
      ]),
    ).toEqual({ kind: 'navigate', index: 1, url: target });
    expect(clickAction(target, [{ url: `${ORIGIN}/farm`, visible: false }])).toEqual({
      kind: 'navigate',
      index: 0,
      url: target,
    });
  });
});
