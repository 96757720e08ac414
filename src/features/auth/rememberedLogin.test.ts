import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  decodePassword,
  encodePassword,
  forgetLogin,
  recallLogin,
  rememberLogin,
  REMEMBER_KEYS,
  updateRememberedPassword,
} from './rememberedLogin';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localStorage.clear();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('remembered login', () => {
  test('the encoding round-trips and needs the same salt', () => {
    const encoded = encodePassword('pässword 1!', 'abc');
    expect(encoded).not.toContain('pässword');
    expect(decodePassword(encoded, 'abc')).toBe('pässword 1!');
    expect(decodePassword(encoded, 'other')).toBeUndefined();
    expect(decodePassword('%%not base64', 'abc')).toBeUndefined();
  });

  test('stores under sass and remPass, never the plain password', () => {
    rememberLogin({ type: 'username', username: 'demo', password: 'demo1234!' });
    expect(localStorage.getItem(REMEMBER_KEYS.salt)).toMatch(/^[0-9a-f]{16}$/);
    expect(localStorage.getItem(REMEMBER_KEYS.credentials)).not.toContain('demo1234!');
    expect(recallLogin('username')).toEqual({ type: 'username', username: 'demo', password: 'demo1234!' });
  });

  test('each method keeps its own credentials; forgetting one keeps the other', () => {
    rememberLogin({ type: 'username', username: 'demo', password: 'a-password' });
    rememberLogin({ type: 'sms', username: '9171234567', password: 'b-password', countryDialingCode: '+63' });
    expect(recallLogin('sms')?.countryDialingCode).toBe('+63');
    forgetLogin('sms');
    expect(recallLogin('sms')).toBeUndefined();
    expect(recallLogin('username')?.password).toBe('a-password');
  });

  test('a password change re-encodes the remembered password of that user only', () => {
    rememberLogin({ type: 'username', username: 'demo', password: 'old-password' });
    updateRememberedPassword('someone', 'x-password');
    expect(recallLogin('username')?.password).toBe('old-password');
    updateRememberedPassword('demo', 'new-password');
    expect(recallLogin('username')?.password).toBe('new-password');
  });

  test('valid stored entries read back as stored', () => {
    rememberLogin({ type: 'sms', username: '9171234567', password: '', countryDialingCode: '+63' });
    const salt = localStorage.getItem(REMEMBER_KEYS.salt)!;
    const stored = localStorage.getItem(REMEMBER_KEYS.credentials)!;
    localStorage.clear();
    localStorage.setItem(REMEMBER_KEYS.salt, salt);
    localStorage.setItem(REMEMBER_KEYS.credentials, stored);
    expect(recallLogin('sms')).toEqual({
      type: 'sms',
      username: '9171234567',
      password: '',
      countryDialingCode: '+63',
    });
    expect(warn).not.toHaveBeenCalled();
  });

  test.each([
    ['corrupted JSON', '{"username":{"type":"username"'],
    ['a wrong type', JSON.stringify({ username: { type: 'username', username: 42, password: 'YWJj' } })],
    ['an unknown method', JSON.stringify({ email: { type: 'username', username: 'demo', password: 'YWJj' } })],
    ['extra fields', JSON.stringify({ username: { type: 'username', username: 'demo', password: 'YWJj', x: 1 } })],
    ['a plain-text password', JSON.stringify({ username: { type: 'username', username: 'demo', password: 'pw 1!' } })],
  ])('remPass with %s is dropped and removed', (_, raw) => {
    rememberLogin({ type: 'username', username: 'demo', password: 'demo1234!' });
    localStorage.setItem(REMEMBER_KEYS.credentials, raw);
    expect(recallLogin('username')).toBeUndefined();
    expect(localStorage.getItem(REMEMBER_KEYS.credentials)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    // The salt is fine and stays; remembering again works.
    rememberLogin({ type: 'username', username: 'demo', password: 'again' });
    expect(recallLogin('username')?.password).toBe('again');
  });

  test.each([
    ['not hex', 'zzzzzzzzzzzzzzzz'],
    ['too short', 'abc'],
    ['JSON-quoted', '"0123456789abcdef"'],
  ])('a salt that is %s is dropped and a new one made', (_, raw) => {
    rememberLogin({ type: 'username', username: 'demo', password: 'demo1234!' });
    localStorage.setItem(REMEMBER_KEYS.salt, raw);
    expect(recallLogin('username')).toBeUndefined();
    expect(localStorage.getItem(REMEMBER_KEYS.salt)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    rememberLogin({ type: 'username', username: 'demo', password: 'again' });
    expect(localStorage.getItem(REMEMBER_KEYS.salt)).toMatch(/^[0-9a-f]{16}$/);
    expect(recallLogin('username')?.password).toBe('again');
  });
});
