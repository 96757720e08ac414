import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { callerOf } from '../api/caller';
import { route } from '../api/route';
import { sealedOf } from '../api/sealedPayload';
import { newCaptcha, proveCaptcha } from '../services/captcha';
import { login } from '../services/login';
import { startTrial } from '../services/trial';

export function sessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, 'captcha', async (request, reply) => {
    const captcha = await newCaptcha(ctx, callerOf(request));
    reply.setCookie('captcha_id', captcha.captchaId, {
      path: '/wps',
      httpOnly: true,
      sameSite: 'strict',
      secure: ctx.behindHttps,
    });
    reply.header('Cache-Control', 'no-store');
    return captcha;
  });

  route(app, 'captchaProof', async (request) => proveCaptcha(ctx, callerOf(request), request.body));

  route(app, 'sessionLogin', async (request) => login(ctx, callerOf(request), sealedOf(request)));

  route(app, 'sessionFreeplay', async (request) => startTrial(ctx, callerOf(request)));

  route(app, 'memberTrialUser', async (request) => startTrial(ctx, callerOf(request)));

  route(app, 'sessionLogout', async (request) => {
    const { tokenHash } = request.principal;
    await ctx.sessions.revoke(tokenHash);
    return null;
  });
}
