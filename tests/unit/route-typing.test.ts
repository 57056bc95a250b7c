import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

/** Routes take their types from their schemas: lint refuses the hand-typed way back in. */
const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });
const lint = async (file: string, code: string) =>
  (await eslint.lintText(code, { filePath: file }))[0]!.messages.map((m) => m.ruleId);

const HEAD =
  "import type { TypedApp } from '../lib/typed-app';\nimport type { FastifyRequest } from 'fastify';\n";

describe('route typing', () => {
  it.each([
    [
      'platform-api/routes/probe.ts',
      "export const r = (app: TypedApp) => app.get<{ Querystring: { page: number } }>('/x', async (req) => req.query.page);",
    ],
    [
      'config-server/admin/probe.ts',
      "export const r = (app: TypedApp) => app.post<{ Body: { a: string } }>('/x', async (req) => req.body.a);",
    ],
    [
      'platform-api/routes/probe.ts',
      'export const f = (req: FastifyRequest) => (req.params as { id: string }).id;',
    ],
    [
      'platform-api/lib/probe.ts',
      'export const f = (req: FastifyRequest) => (req.query as Record<string, unknown>).language;',
    ],
    ['config-server/probe.ts', 'export const f = (request: FastifyRequest) => <{ a: 1 }>request.body;'],
  ])('%s: refused', async (file, code) => {
    expect(await lint(file, HEAD + code)).toContain('no-restricted-syntax');
  });

  it('a route typed by its schema passes', async () => {
    const code =
      HEAD +
      "const q = { type: 'object', properties: { page: { type: 'integer' } } } as const;\n" +
      "export const r = (app: TypedApp, req0: FastifyRequest) => [app.get('/x', { schema: { querystring: q } }, async (req) => req.query.page), req0.query];";
    expect(await lint('platform-api/routes/probe.ts', code)).not.toContain('no-restricted-syntax');
  });
});
