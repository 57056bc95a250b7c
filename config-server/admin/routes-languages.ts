import { LANGUAGE_CODES, adminLanguagesResponseSchema } from '../../schemas';
import { LANGUAGE_NAMES } from '../../locales/languages';
import { textCounts } from '../../locales/node';
import type { TypedApp } from '../../server/typed-app';
import type { AdminContext } from './context';
import { authErrors, secured } from './schemas';
import { ALL_ROLES, requireRole } from './sessions';

/**
 * The platform's languages with how many texts each has (issue 35 item 10): the editor and the
 * publish review warn when a merchant offers a language its players would read in English.
 */
export async function languageRoutes(app: TypedApp, ctx: AdminContext): Promise<void> {
  // Counted once: the texts are files shipped with the server.
  const counts = textCounts();
  const reply = {
    reference: counts.reference,
    total: counts.total,
    list: LANGUAGE_CODES.map((code) => ({
      code,
      name: LANGUAGE_NAMES[code],
      texts: counts.texts[code] ?? 0,
    })),
  };
  app.get(
    '/api/admin/languages',
    {
      config: { scope: 'none' },
      schema: {
        ...secured,
        description:
          'Every language of the platform with how many of the reference language’s (vi) texts it has: a language below the total is read partly, or wholly, in English.',
        response: { 200: adminLanguagesResponseSchema, ...authErrors },
      },
      preHandler: requireRole(ctx.db, ...ALL_ROLES),
    },
    async () => reply,
  );
}
