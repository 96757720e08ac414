import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { rawRoute, route } from '../api/route';
import { auditCsv } from '../services/ops/auditCsv';
import { announcementsPage, createAnnouncement, deleteAnnouncement, updateAnnouncement } from '../services/ops/content';
import {
  createHelp,
  deleteHelp,
  helpPage,
  sitePagesPage,
  updateHelp,
  updateSitePage,
} from '../services/ops/contentPages';
import { endMemberSessions, memberDetail, membersPage, setLocked } from '../services/ops/members';
import { sendMessage } from '../services/ops/messages';
import { consoleOpenApi } from '../services/ops/openapi';

/** The console's content, messages, members, audit export and OpenAPI document (schemas/api/ops.api.json). */
export function opsContentRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, 'opsAnnouncements', async (r) => announcementsPage(ctx, r.principal, r.query));
  route(app, 'opsAnnouncementCreate', async (r) => createAnnouncement(ctx, r.principal, r.ip, r.body));
  route(app, 'opsAnnouncementUpdate', async (r) => updateAnnouncement(ctx, r.principal, r.ip, r.params.id, r.body));
  route(app, 'opsAnnouncementDelete', async (r) => deleteAnnouncement(ctx, r.principal, r.ip, r.params.id));

  route(app, 'opsHelpEntries', async (r) => helpPage(ctx, r.principal, r.query));
  route(app, 'opsHelpCreate', async (r) => createHelp(ctx, r.principal, r.ip, r.body));
  route(app, 'opsHelpUpdate', async (r) => updateHelp(ctx, r.principal, r.ip, r.params.id, r.body));
  route(app, 'opsHelpDelete', async (r) => deleteHelp(ctx, r.principal, r.ip, r.params.id));

  route(app, 'opsSitePages', async (r) => sitePagesPage(ctx, r.principal, r.query));
  route(app, 'opsSitePageUpdate', async (r) => updateSitePage(ctx, r.principal, r.ip, r.params, r.body));

  route(app, 'opsMessageSend', async (r) => sendMessage(ctx, r.principal, r.ip, r.body));

  route(app, 'opsMembers', async (r) => membersPage(ctx, r.principal, r.query));
  route(app, 'opsMember', async (r) => memberDetail(ctx, r.principal, r.params.id));
  route(app, 'opsMemberLock', async (r) => setLocked(ctx, r.principal, r.ip, r.params.id, true));
  route(app, 'opsMemberUnlock', async (r) => setLocked(ctx, r.principal, r.ip, r.params.id, false));
  route(app, 'opsMemberEndSessions', async (r) => endMemberSessions(ctx, r.principal, r.ip, r.params.id));

  rawRoute(app, 'opsAuditCsv', async (r, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="audit.csv"')
      .send(auditCsv(ctx, r.principal.scope, r.query)),
  );
  rawRoute(app, 'opsOpenApi', async (_r, reply) => reply.type('application/json').send(consoleOpenApi(app)));
}
