import {
  adminReportCsvSchema,
  adminReportParamsSchema,
  adminReportQuerySchema,
  adminReportResponseSchema,
} from '../../schemas';
import { AppError } from '../../server/http-errors';
import type { TypedApp } from '../../server/typed-app';
import {
  adminAuthErrors as authErrors,
  adminSecured as secured,
  type BackOfficeDeps,
} from '../lib/back-office';
import { dailyReport, reportCsv, reportFileName } from '../services/reports-service';

/*
 * The Reports page of the console (issue 34, back office: lib/back-office.ts): a merchant's figures
 * per day of its time zone, as JSON for the table and chart and as CSV for a spreadsheet. Operators
 * and viewers read them; support does not (docs/security.md, "Console roles and members' data"):
 * support answers members one by one, the brand's totals are the operators' and overseers'.
 * The console's scope guard limits a user to their merchants (the `:code` of the path).
 */

export async function reportAdminRoutes(app: TypedApp, deps: BackOfficeDeps): Promise<void> {
  const { db } = deps;
  const readers = deps.requireRole('operator', 'viewer');
  const merchantOf = (code: string) => {
    const m = deps.merchant(code);
    if (!m) throw new AppError('MERCHANT_NOT_FOUND');
    return m;
  };

  app.get(
    '/api/admin/merchants/:code/reports/daily',
    {
      preHandler: readers,
      schema: {
        ...secured,
        summary: 'A merchant’s figures per day of its time zone',
        params: adminReportParamsSchema,
        querystring: adminReportQuerySchema,
        response: { 200: adminReportResponseSchema, ...authErrors },
      },
    },
    async (req) => dailyReport(db, merchantOf(req.params.code), req.query.from, req.query.to),
  );

  app.get(
    '/api/admin/merchants/:code/reports/daily.csv',
    {
      preHandler: readers,
      schema: {
        ...secured,
        summary: 'The same report as a CSV file (UTF-8 with a byte-order mark)',
        params: adminReportParamsSchema,
        querystring: adminReportQuerySchema,
        response: {
          200: {
            description: adminReportCsvSchema.description,
            content: { 'text/csv': { schema: adminReportCsvSchema } },
          },
          ...authErrors,
        },
      },
    },
    async (req, reply) => {
      const { from, to } = req.query;
      const report = await dailyReport(db, merchantOf(req.params.code), from, to);
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${reportFileName(req.params.code, from, to)}"`)
        .send(reportCsv(report, req.query.language ?? 'vi'));
    },
  );
}
