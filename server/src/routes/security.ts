import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ipOf } from '../api/caller';
import { route } from '../api/route';
import { bankList } from '../services/security/banks';
import { addBankCard, listBankCards, removeBankCard } from '../services/security/bankCards';
import { setEmail, setNickname, setPayeeName } from '../services/security/memberDetails';
import { setPaymentPassword } from '../services/security/paymentPassword';
import { securityConfig } from '../services/security/securityConfig';
import { listSecurityQuestions, setSecurityAnswers } from '../services/security/securityQuestions';

/**
 * The security centre (SPEC §7): every endpoint needs a real account's session. Password checks pass the caller's
 * address to the password guard.
 */
export function securityRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, 'securityConfig', async (request) => securityConfig(ctx, request.principal.user));

  route(app, 'paymentPasswordSet', async (request) =>
    setPaymentPassword(ctx, request.principal.user, ipOf(request), request.body),
  );

  route(app, 'bankList', async (request) => bankList(ctx, request.principal.user.brandId));

  route(app, 'bankCards', async (request) => listBankCards(ctx, request.principal.user));

  route(app, 'bankCardAdd', async (request) => addBankCard(ctx, request.principal.user, ipOf(request), request.body));

  route(app, 'bankCardRemove', async (request) =>
    removeBankCard(ctx, request.principal.user, ipOf(request), request.body),
  );

  route(app, 'securityQuestions', async (request) => listSecurityQuestions(ctx, request.principal.user, request.lang));

  route(app, 'securityQuestionsSet', async (request) =>
    setSecurityAnswers(ctx, request.principal.user, ipOf(request), request.body),
  );

  route(app, 'memberEmailSet', async (request) => setEmail(ctx, request.principal.user, ipOf(request), request.body));

  route(app, 'memberNicknameSet', async (request) => setNickname(ctx, request.principal.user, request.body.nickname));

  route(app, 'memberPayeeNameSet', async (request) =>
    setPayeeName(ctx, request.principal.user, ipOf(request), request.body),
  );
}
