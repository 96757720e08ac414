import { beforeEach, describe, expect, test } from 'vitest';
import {
  decodePassword,
  encodePassword,
  forgetLogin,
  recallLogin,
  rememberLogin,
  REMEMBER_KEYS,
  updateRememberedPassword,
} from './rememberedLogin';

beforeEach(() => localStorage.clear());

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
});
