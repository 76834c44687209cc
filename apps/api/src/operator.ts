import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@hesab/db';
import { readConfig } from './config.ts';
import { operatorCommand } from './operator-command.ts';

// The database the server uses (DATABASE_URL, else PGlite in DATA_DIR, which a running server holds: stop it first).
const config = readConfig(process.env, resolve(dirname(fileURLToPath(import.meta.url)), '../../..'));
const connection = await openDatabase(config.databaseUrl ? { engine: 'postgres', url: config.databaseUrl } : { engine: 'pglite', dataDir: config.dataDir }).catch(
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
const outcome = await operatorCommand(connection.db, process.argv.slice(2)).finally(() => connection.close());
for (const line of outcome.lines) (outcome.code === 0 ? console.log : console.error)(line);
process.exitCode = outcome.code;
