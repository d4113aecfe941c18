// The staff area's Insights endpoints (INSIGHTS_ENDPOINTS): the page's numbers (admins and
// advisors), the same as CSV, and an admin's change to the headline experiment (audited). Registered
// inside the staff API, so its guard (session, CSRF, Origin, role) runs before these handlers.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { STAFF_ENDPOINTS, STAFF_SCHEMAS } from '../../src/contracts/staff-api';
import type { AuditRecord } from '../staff/audit';
import type { StaffContext } from '../staff/context';
import { changeExperiment, experimentReport } from './experiment';
import { buildInsights, insightsCsv } from './report';

type Name = 'insights' | 'insightsCsv' | 'experiment';
const endpoint = <N extends Name>(name: N) => ({
  method: STAFF_ENDPOINTS[name].method,
  url: `/${STAFF_ENDPOINTS[name].path}`,
  schema: STAFF_SCHEMAS[name],
  config: { staffAccess: STAFF_ENDPOINTS[name].access },
});

export function insightsRoutes(
  app: FastifyInstance,
  { ctx, log }: { ctx: StaffContext; log: (request: FastifyRequest, record: AuditRecord) => Promise<void> },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...endpoint('insights'),
    handler: (request) => buildInsights(ctx.db, ctx.now(), request.query),
  });
  api.route({
    ...endpoint('insightsCsv'),
    handler: async (request, reply) => {
      const insights = await buildInsights(ctx.db, ctx.now(), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="insights-${insights.from}-to-${insights.to}.csv"`)
        .send(`\uFEFF${insightsCsv(insights)}`);
    },
  });
  api.route({
    ...endpoint('experiment'),
    handler: async (request) => {
      const row = await changeExperiment(ctx.db, request.body, new Date(ctx.now()).toISOString());
      app.experimentChanged();
      await log(request, {
        accountId: request.staffSession!.account.id,
        action: 'experiment-change',
        detail: { run: row.id, ...request.body },
      });
      return experimentReport(ctx.db, row);
    },
  });
}
