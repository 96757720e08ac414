import { afterEach, beforeEach, describe, expect, expectTypeOf, test, vi } from 'vitest';
import schema from '../../schemas/persisted-state.schema.json';
import { validateLocalFlag } from '../config/generated/clientValidators';
import type { StoredSession } from '../config/generated/types';
import { LANGUAGE_CODES } from '../i18n/languages';
import { readStored, STORAGE_KEYS, writeStored } from './localFlags';
import { readPersisted, writePersisted } from './persisted';
import { loadStoredSession, storeSession } from './sessionPersistence';
import type { SessionInfo } from './SessionStore';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

/** Stores raw text under a key, reads it back through `read`, and checks it was dropped: gone and reported once. */
function expectDropped(key: string, raw: string, read: () => unknown) {
  localStorage.setItem(key, raw);
  expect(read()).toBeUndefined();
  expect(localStorage.getItem(key)).toBeNull();
  expect(read()).toBeUndefined();
  expect(warn).toHaveBeenCalledTimes(1);
  expect(String(warn.mock.calls[0]![0])).toContain(key);
  warn.mockClear();
}

describe('readPersisted / writePersisted', () => {
  test('a valid value round-trips as JSON, or as plain text when asked', () => {
    writePersisted(localStorage, 'flag', 1);
    expect(localStorage.getItem('flag')).toBe('1');
    expect(readPersisted(localStorage, 'flag', validateLocalFlag)).toBe(1);
    writePersisted(localStorage, 'text', 'abc', { text: true });
    expect(localStorage.getItem('text')).toBe('abc');
    expect(readPersisted(localStorage, 'text', () => true, { text: true })).toBe('abc');
    expect(warn).not.toHaveBeenCalled();
  });

  test('absent is undefined without a report; writing undefined removes', () => {
    expect(readPersisted(localStorage, 'flag', validateLocalFlag)).toBeUndefined();
    writePersisted(localStorage, 'flag', 1);
    writePersisted(localStorage, 'flag', undefined);
    expect(localStorage.getItem('flag')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  test('text that is not JSON, or fails the schema, is dropped', () => {
    const read = () => readPersisted(localStorage, 'flag', validateLocalFlag);
    expectDropped('flag', '{not json', read);
    expectDropped('flag', '1 trailing junk', read);
    expectDropped('flag', '"1"', read);
  });

  test('the report names the key and the failing keyword, never the value', () => {
    localStorage.setItem('flag', '"secret-token"');
    readPersisted(localStorage, 'flag', validateLocalFlag);
    expect(warn.mock.calls[0]![0]).toMatch(/"flag".*type/);
    expect(warn.mock.calls[0]![0]).not.toContain('secret-token');
  });

  test('full or refused storage does not throw', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(() => writePersisted(refusing, 'flag', 1)).not.toThrow();
    expect(readPersisted(refusing, 'flag', validateLocalFlag)).toBeUndefined();
  });
});

describe('stored session (MC_SESSION_INFO)', () => {
  const session: SessionInfo = {
    token: 'tok',
    merchantCode: 'LUCKYPESO',
    userName: 'demo',
    type: 0,
    firstTimeLogin: false,
    trial: true,
  };

  test('the schema type is the session type, so everything the app stores reads back', () => {
    expectTypeOf<StoredSession>().toEqualTypeOf<SessionInfo>();
    storeSession(session);
    expect(loadStoredSession()).toEqual(session);
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.memberSession)!)).toEqual({ token: 'tok', type: 0 });
    storeSession(undefined);
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.memberSession)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  test('corrupted JSON, wrong types, missing fields and extra fields are dropped', () => {
    const key = STORAGE_KEYS.session;
    expectDropped(key, '{"token":"tok",', loadStoredSession);
    expectDropped(key, JSON.stringify({ ...session, type: '0' }), loadStoredSession);
    expectDropped(key, JSON.stringify({ ...session, token: '' }), loadStoredSession);
    expectDropped(key, JSON.stringify({ token: 'tok', userName: 'demo', type: 0 }), loadStoredSession);
    expectDropped(key, JSON.stringify({ ...session, isAdmin: true }), loadStoredSession);
    expectDropped(key, JSON.stringify([session]), loadStoredSession);
    expectDropped(key, 'null', loadStoredSession);
  });
});

describe('local flags and language', () => {
  test('valid values round-trip', () => {
    writeStored(STORAGE_KEYS.hideDownloadBar, 1);
    writeStored(STORAGE_KEYS.autoLogin, 0);
    writeStored(STORAGE_KEYS.language, 'TY');
    localStorage.setItem(STORAGE_KEYS.webClip, '1');
    expect(readStored(STORAGE_KEYS.hideDownloadBar)).toBe(1);
    expect(readStored(STORAGE_KEYS.autoLogin)).toBe(0);
    expect(readStored(STORAGE_KEYS.webClip)).toBe(1);
    expect(readStored(STORAGE_KEYS.language)).toBe('TY');
    expectTypeOf(readStored(STORAGE_KEYS.language)).toEqualTypeOf<(typeof LANGUAGE_CODES)[number] | undefined>();
    expect(warn).not.toHaveBeenCalled();
  });

  test('corrupted JSON, wrong types and unknown values are dropped', () => {
    for (const key of [STORAGE_KEYS.hideDownloadBar, STORAGE_KEYS.webClip, STORAGE_KEYS.autoLogin]) {
      const read = () => readStored(key);
      expectDropped(key, '1}', read);
      expectDropped(key, 'true', read);
      expectDropped(key, '2', read);
      expectDropped(key, '{"value":1}', read);
    }
    const read = () => readStored(STORAGE_KEYS.language);
    expectDropped(STORAGE_KEYS.language, 'EN', read);
    expectDropped(STORAGE_KEYS.language, '"en"', read);
    expectDropped(STORAGE_KEYS.language, '"<script>"', read);
    expectDropped(STORAGE_KEYS.language, '["EN"]', read);
  });

  test('the stored language is any code of SPEC §1', () => {
    expect(schema.definitions.StoredLanguage.enum).toEqual([...LANGUAGE_CODES]);
  });
});
