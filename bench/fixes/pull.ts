import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { runCli } from '../../src/cli/main';
import { cachePath, FIX_SERVERS, serverCommand } from './servers';

/**
 * `npm run fixes:pull`: pulls the two servers of bench/fixes/servers.ts at their pinned versions
 * with the CLI's own `pull`, into .cache/fixes/<name>.json (gitignored: the vendors' text), and
 * says what it wrote. The first run installs each package into npm's cache (a minute or two).
 */
const main = async (): Promise<number> => {
  let failed = 0;
  for (const server of FIX_SERVERS) {
    const out = cachePath(server);
    mkdirSync(dirname(out), { recursive: true });
    const argv = ['pull', '--mcp', serverCommand(server), '--timeout', '3m', '-o', out];
    const code = await runCli(argv, {
      stdout: (text) => process.stdout.write(`${server.name}: ${text}`),
      stderr: (text) => process.stderr.write(`${server.name}: ${text}`),
    });
    if (code !== 0) failed++;
  }
  return failed === 0 ? 0 : 1;
};

process.exitCode = await main();
