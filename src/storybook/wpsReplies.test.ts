import axios from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { http, request } from '../api/client';
import { ApiError } from '../api/envelope';
import { installWpsReplies, WPS_PENDING, wpsAdapter, wpsError } from './wpsReplies';

const client = (replies: Parameters<typeof wpsAdapter>[0]) =>
  axios.create({ baseURL: '/wps', adapter: wpsAdapter(replies) });

describe('story API replies', () => {
  it('wraps a value in the envelope and passes the call to a reply function', async () => {
    const http = client({ 'GET /lottery/menu': ({ params }) => [params.prizeMode], 'POST /x': { ok: 1 } });
    expect((await http.get('/lottery/menu', { params: { prizeMode: 'Elott' } })).data).toEqual({
      success: true,
      value: ['Elott'],
    });
    expect((await http.post('/x', { a: 1 })).data.value).toEqual({ ok: 1 });
  });

  it('refuses with the envelope, and refuses unmatched calls naming them', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const restore = installWpsReplies(http, { 'GET /a': wpsError('Down', 'x.down') });
    await expect(request({ url: '/a' })).rejects.toEqual(new ApiError('Down', 'x.down', 500));
    await expect(request({ url: '/b' })).rejects.toMatchObject({
      code: 'story.noReply',
      status: 404,
      message: 'No story reply for GET /b',
    });
    restore();
    await expect(request({ url: '/a' })).rejects.toMatchObject({ code: 'story.noReply' });
  });

  it('never answers a pending call', async () => {
    const answer = client({ 'GET /slow': WPS_PENDING }).get('/slow');
    const winner = await Promise.race([
      answer.then(() => 'answered'),
      new Promise((r) => setTimeout(r, 50, 'pending')),
    ]);
    expect(winner).toBe('pending');
  });
});
