/** HSTS (issue 14): on every reply in production, on none in development. */
import { describe, expect, test } from 'bun:test';
import { appOptions, testApp } from '../../test/harness';
import { everyKindOfReply, testWebDist } from '../../test/replies';
import { createApp } from '../app';
import { SECURITY_HEADERS, securityHeaders } from './security';

const webDist = testWebDist();
const t = testApp();

describe('Strict-Transport-Security', () => {
  test('is on every reply in production: a year, subdomains included, not preloaded', async () => {
    const app = createApp(appOptions(t.database, { production: true, webDist }));
    const replies = await everyKindOfReply(app);
    expect(new Set(replies.map((reply) => reply.status))).toEqual(new Set([200, 201, 400, 401, 403, 404]));
    for (const reply of replies) {
      expect(reply.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  test('is on no reply in development, where it would pin localhost to https', async () => {
    const app = createApp(appOptions(t.database, { production: false, webDist }));
    for (const reply of await everyKindOfReply(app)) {
      expect(reply.headers.get('strict-transport-security')).toBeNull();
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  test('the header sets: production adds HSTS to the common ones and nothing else', () => {
    expect(securityHeaders(false)).toEqual(SECURITY_HEADERS);
    expect(securityHeaders(true)).toEqual({
      ...SECURITY_HEADERS,
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    });
    expect(JSON.stringify(securityHeaders(true))).not.toContain('preload');
  });
});
