import { execFileSync } from 'node:child_process';
import { type AddressInfo, createServer } from 'node:net';

/**
 * The port of the e2e preview server: a free one, never a fixed one, so a server left running
 * by another checkout cannot answer the tests. Playwright evaluates its config in the runner
 * and again in every worker; the first evaluation writes the port to the environment, which
 * the workers inherit, so all of them agree. Set TOOLLENS_E2E_PORT to choose it yourself.
 */
const VARIABLE = 'TOOLLENS_E2E_PORT';

// The config is evaluated synchronously, and a listening socket answers only in a callback:
// a child Node process opens one on port 0, prints the port the system gave it, and closes it.
const FIND_FREE_PORT = `
const server = require('node:net').createServer();
server.listen(0, () => {
  process.stdout.write(String(server.address().port));
  server.close();
});`;

export const e2ePort = (): number => {
  process.env[VARIABLE] ??= execFileSync(process.execPath, ['-e', FIND_FREE_PORT], {
    encoding: 'utf8',
  }).trim();
  const port = Number(process.env[VARIABLE]);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${VARIABLE} is ${process.env[VARIABLE]}, not a port number (1 to 65535).`);
  }
  return port;
};

/** A port nothing listens on right now (the system's pick for port 0), for a test's own server. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
