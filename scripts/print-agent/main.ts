import { newPairingCode, printerTargetOf, startPrintAgent } from './agent.ts';

/*
 * `npm run print-agent`: the local print service on the till's computer. Configuration from the environment:
 * PRINT_AGENT_PORT (17310; 0 for any free one), PRINT_AGENT_HOST (127.0.0.1), PRINT_AGENT_ORIGINS (the web app's
 * origins, comma-separated; APP_URL's by default), PRINT_AGENT_CODE (the pairing code; a random one by default),
 * PRINT_AGENT_PRINTER (lp, lp:<printer> or file:<folder>) and PRINT_AGENT_CHROMIUM (/usr/bin/chromium).
 */
const env = process.env;
const origins = (env.PRINT_AGENT_ORIGINS || (env.APP_URL ? new URL(env.APP_URL).origin : 'http://localhost:8080'))
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);
const port = Number(env.PRINT_AGENT_PORT ?? '17310');
if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PRINT_AGENT_PORT is no port: ${env.PRINT_AGENT_PORT ?? ''}`);
const pairingCode = env.PRINT_AGENT_CODE || newPairingCode();
const agent = await startPrintAgent({
  port,
  host: env.PRINT_AGENT_HOST || '127.0.0.1',
  origins,
  pairingCode,
  printer: printerTargetOf(env.PRINT_AGENT_PRINTER),
  chromiumPath: env.PRINT_AGENT_CHROMIUM || '/usr/bin/chromium',
});
// One line a person reads, and a test parses: the address and code the web app pairs with.
console.log(`print agent at ${agent.address} pairing code ${pairingCode} for ${origins.join(' ')}`);
const stop = () => void agent.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
