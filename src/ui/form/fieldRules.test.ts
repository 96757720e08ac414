import { describe, expect, test } from 'vitest';
import { genericRules, validateField, validateForm } from './fieldRules';

describe('shared field rules (SPEC §5)', () => {
  test('user names: a letter, then 3–15 letters, digits or _', () => {
    expect(validateField('username', 'demo', {}, true)).toBeUndefined();
    expect(validateField('username', '1demo', {}, true)).toBe('auth.err.accountFormat');
    expect(validateField('username', 'ab', {}, true)).toBe('auth.err.accountFormat');
    expect(validateField('username', '', {}, true)).toBe('auth.err.required');
  });

  test('passwords: 8 to 64 characters', () => {
    expect(validateField('password', '1234567', {}, true)).toBe('auth.err.passwordFormat');
    expect(validateField('password', '12345678', {}, true)).toBeUndefined();
    expect(validateField('password', 'x'.repeat(65), {}, true)).toBe('auth.err.passwordFormat');
  });

  test('a new password of spaces only is refused as such, not as empty; signing in with one is left to the server', () => {
    for (const name of ['password', 'newPassword']) {
      for (const blank of [' '.repeat(8), '\t'.repeat(10), ' \u00a0 \u3000    ']) {
        expect(validateField(name, blank, {}, true), name).toBe('auth.err.passwordBlank');
        expect(validateField(name, blank, {}, false), name).toBe('auth.err.passwordBlank');
      }
      expect(validateField(name, '  pass word  ', {}, true)).toBeUndefined();
      expect(validateField(name, '', {}, true)).toBe('auth.err.required');
    }
    expect(validateField('loginPassword', ' '.repeat(8), {}, true)).toBe('auth.err.required');
  });

  test('confirm password: required, then equal to the password', () => {
    expect(validateField('confirmPassword', '', { password: 'secret123' }, true)).toBe('auth.in_incorrect_password');
    expect(validateField('confirmPassword', 'secret12', { password: 'secret123' }, true)).toBe(
      'auth.in_confirmation_correct',
    );
    expect(validateField('confirmPassword', 'secret123', { password: 'secret123' }, true)).toBeUndefined();
  });

  test('captcha: required, digits, at most 6', () => {
    expect(validateField('captcha', '', {}, true)).toBe('auth.in_vwrite_code');
    expect(validateField('captcha', '12a', {}, true)).toBe('auth.err.captchaFormat');
    expect(validateField('captcha', '1234567', {}, true)).toBe('auth.err.captchaFormat');
    expect(validateField('captcha', '123456', {}, true)).toBeUndefined();
  });

  test('SMS code: digits, at most 10; mobile: 7–15 digits', () => {
    expect(validateField('verificationCode', '12345678901', {}, true)).toBe('auth.err.codeFormat');
    expect(validateField('verificationCode', '123456', {}, true)).toBeUndefined();
    expect(validateField('mobileNum', '917123', {}, true)).toBe('auth.err.mobileInvalid');
    expect(validateField('mobileNum', '9171234567', {}, true)).toBeUndefined();
  });

  test('optional empty fields pass; e-mail and names are checked when given', () => {
    expect(validateField('email', '', {}, false)).toBeUndefined();
    expect(validateField('email', 'not-an-email', {}, false)).toBe('auth.err.emailFormat');
    expect(validateField('recoveryEmail', 'a@b', {}, true)).toBe('auth.err.emailIncorrect');
    expect(validateField('nickname', 'Juan dela Cruz', {}, false)).toBeUndefined();
    expect(validateField('nickname', 'J<script>', {}, false)).toBe('auth.err.nameFormat');
  });

  test('a form reports its errors in field order', () => {
    const errors = validateForm(
      [
        { name: 'username', required: true },
        { name: 'password', required: true },
        { name: 'email', required: false },
      ],
      { username: '', password: 'short', email: '' },
    );
    expect(Object.keys(errors)).toEqual(['username', 'password']);
  });

  test("a feature's own rules check fields the shared set does not know, and may override one", () => {
    const own = { amount: (v: string) => (Number(v) > 0 ? undefined : 'wallet.err.amount') };
    expect(validateField('amount', '0', {}, true, own)).toBe('wallet.err.amount');
    expect(validateField('amount', '10', {}, true, own)).toBeUndefined();
    expect(validateField('amount', '', {}, true, own)).toBe('auth.err.required');
    expect(
      validateForm([{ name: 'username', required: true }], { username: 'x' }, { username: () => undefined }),
    ).toEqual({});
  });
});

describe("SPEC §5's generic validator types", () => {
  const { range, length, url, hex } = genericRules;
  test('range: whole numbers within the bounds', () => {
    const rule = range(0, 100_000, 'bad');
    expect(['0', '42', ' 100000 '].map((v) => rule(v, {}))).toEqual([undefined, undefined, undefined]);
    expect(['-1', '100001', '1.5', '1e3', 'ten'].map((v) => rule(v, {}))).toEqual(['bad', 'bad', 'bad', 'bad', 'bad']);
  });
  test('length: characters as a person counts them, ends trimmed', () => {
    const rule = length(2, 4, 'bad');
    expect(['ab', ' abcd ', '😀😀'].map((v) => rule(v, {}))).toEqual([undefined, undefined, undefined]);
    expect(['a', 'abcde', '😀'].map((v) => rule(v, {}))).toEqual(['bad', 'bad', 'bad']);
  });
  test('url: http and https addresses only', () => {
    const rule = url('bad');
    expect(rule('https://example.com/x?y=1', {})).toBeUndefined();
    expect(rule('http://127.0.0.1:8080', {})).toBeUndefined();
    expect(['javascript:alert(1)', 'example.com', 'ftp://x'].map((v) => rule(v, {}))).toEqual(['bad', 'bad', 'bad']);
  });
  test('hex: #rgb or #rrggbb colours', () => {
    const rule = hex('bad');
    expect(['#fff', '#1A2b3C'].map((v) => rule(v, {}))).toEqual([undefined, undefined]);
    expect(['fff', '#ffff', '#12345g'].map((v) => rule(v, {}))).toEqual(['bad', 'bad', 'bad']);
  });
});
