/**
 * `npm run admin:create-user -- --role operator --username alice [--email alice@example.com] [--language en]`
 * The password comes from ADMIN_PASSWORD or the first line of stdin (never from the command line,
 * where it would land in the shell history and the process list). With PGlite, stop the server
 * first (one process owns the data folder); with DATABASE_URL it can run at any time.
 */
import { parseArgs } from 'node:util';
import { readEnv } from '../env';
import { openDb } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { PLATFORM_MIGRATIONS } from '../../platform-api';
import { CONFIG_SERVER_MIGRATIONS } from '../migrations-dir';
import {
  CONSOLE_EMAIL_PATTERN,
  CONSOLE_LANGUAGES,
  CONSOLE_ROLES,
  PASSWORD_MIN,
  USERNAME_PATTERN,
  createUser,
  type ConsoleLanguage,
  type ConsoleRole,
} from './users';

async function readStdinLine(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('Password: ');
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split('\n')[0]!.replace(/\r$/, '');
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      role: { type: 'string' },
      username: { type: 'string' },
      email: { type: 'string' },
      language: { type: 'string' },
    },
  });
  const role = values.role as ConsoleRole | undefined;
  const username = values.username;
  const { email } = values;
  const language = values.language as ConsoleLanguage | undefined;
  if (
    !role ||
    !CONSOLE_ROLES.includes(role) ||
    !username ||
    !new RegExp(USERNAME_PATTERN).test(username) ||
    (email !== undefined && (email.length > 254 || !new RegExp(CONSOLE_EMAIL_PATTERN).test(email))) ||
    (language !== undefined && !CONSOLE_LANGUAGES.includes(language))
  ) {
    process.stderr.write(
      `usage: npm run admin:create-user -- --role ${CONSOLE_ROLES.join('|')} --username <3-40 letters, digits, . _ -> [--email <address for review mails>] [--language ${CONSOLE_LANGUAGES.join('|')}]\n(password from ADMIN_PASSWORD or stdin)\n`,
    );
    return 2;
  }
  const env = readEnv();
  const password = env.adminPassword ?? (await readStdinLine());
  if (password.length < PASSWORD_MIN) {
    process.stderr.write(`the password needs at least ${PASSWORD_MIN} characters\n`);
    return 2;
  }
  const db = await openDb({ databaseUrl: env.databaseUrl, dataDir: `${env.dataDir}/pglite` });
  try {
    await migrate(db, [PLATFORM_MIGRATIONS, CONFIG_SERVER_MIGRATIONS]);
    const user = await createUser(db, {
      username,
      password,
      role,
      createdBy: 'command line',
      ...(email ? { email } : {}),
      ...(language ? { language } : {}),
    });
    if (!user) {
      process.stderr.write(`a console user "${username}" already exists\n`);
      return 1;
    }
    process.stdout.write(`created ${role} "${username}"\n`);
    return 0;
  } finally {
    await db.close();
  }
}

process.exitCode = await main();
