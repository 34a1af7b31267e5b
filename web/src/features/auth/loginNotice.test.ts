import { describe, expect, test } from 'bun:test';
import { LOGIN_NOTICE, loginNoticeText } from './loginNotice';

describe('loginNoticeText', () => {
  test('the notice after a new password', () => {
    expect(loginNoticeText({ notice: LOGIN_NOTICE.passwordReset })).toBe('login.passwordResetNotice');
  });

  test('nothing for no state, another shape or an unknown notice', () => {
    for (const state of [null, undefined, 'passwordReset', {}, { notice: 1 }, { notice: 'toString' }]) {
      expect(loginNoticeText(state)).toBeUndefined();
    }
  });
});
