import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { route } from '../api/route';
import { requireRealUser } from '../plugins/auth';
import { bankList } from '../services/security/banks';
import { addBankCard, listBankCards, removeBankCard } from '../services/security/bankCards';
import { setEmail, setNickname, setPayeeName } from '../services/security/memberDetails';
import { setPaymentPassword } from '../services/security/paymentPassword';
import { securityConfig } from '../services/security/securityConfig';
import { listSecurityQuestions, setSecurityAnswers } from '../services/security/securityQuestions';

/** The security centre (SPEC §7): every endpoint needs a real account's session. */
export function securityRoutes(app: FastifyInstance, ctx: AppContext): void {
  const member = async (request: Parameters<typeof requireRealUser>[1]) => (await requireRealUser(ctx, request)).user;

  route(app, 'securityConfig', async (request) => securityConfig(ctx, await member(request)));

  route(app, 'paymentPasswordSet', async (request) => setPaymentPassword(ctx, await member(request), request.body));

  route(app, 'bankList', async (request) => bankList(ctx, (await member(request)).brandId));

  route(app, 'bankCards', async (request) => listBankCards(ctx, await member(request)));

  route(app, 'bankCardAdd', async (request) => addBankCard(ctx, await member(request), request.body));

  route(app, 'bankCardRemove', async (request) => removeBankCard(ctx, await member(request), request.body));

  route(app, 'securityQuestions', async (request) => listSecurityQuestions(ctx, await member(request), request.lang));

  route(app, 'securityQuestionsSet', async (request) => setSecurityAnswers(ctx, await member(request), request.body));

  route(app, 'memberEmailSet', async (request) => setEmail(ctx, await member(request), request.body.email));

  route(app, 'memberNicknameSet', async (request) => setNickname(ctx, await member(request), request.body.nickname));

  route(app, 'memberPayeeNameSet', async (request) => setPayeeName(ctx, await member(request), request.body.payeeName));
}
