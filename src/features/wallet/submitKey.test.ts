import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/envelope';
import { isLostAnswer } from '../../api/idempotencyKey';
import { SubmitKey } from './submitKey';

const counter = () => {
  let n = 0;
  return () => `key-${++n}`;
};

describe('SubmitKey', () => {
  it('keeps the key after a lost answer and reuses it', () => {
    const key = new SubmitKey(counter());
    expect(key.take()).toBe('key-1');
    key.failed(new ApiError('network', 'network', 0));
    expect(key.take()).toBe('key-1');
    key.failed(new ApiError('Bad gateway', 'unknown', 502));
    expect(key.take()).toBe('key-1');
  });

  it('replaces the key after a server answer or an edit', () => {
    const key = new SubmitKey(counter());
    key.take();
    key.failed(new ApiError('wrong', 'payment.password.wrong', 400));
    expect(key.take()).toBe('key-2');
    key.answered();
    expect(key.take()).toBe('key-3');
    key.edited();
    expect(key.take()).toBe('key-4');
  });

  it('counts only network failures and 5xx as lost', () => {
    expect(isLostAnswer(new ApiError('x', 'network', 0))).toBe(true);
    expect(isLostAnswer(new ApiError('x', 'x', 503))).toBe(true);
    expect(isLostAnswer(new ApiError('x', 'x', 409))).toBe(false);
  });
});
