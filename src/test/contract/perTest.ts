import { afterEach } from 'vitest';
import { type ContractServer, type Script, startContractServer } from './server';

/**
 * A test file's contract server: `start` serves a script (closing the one before, if any), and
 * every test's server is closed after it. `current` is the one serving now, for a test that
 * reads what it was sent.
 */
export const contractServerPerTest = () => {
  let server: ContractServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  return {
    start: async (script: Script): Promise<ContractServer> => {
      await server?.close();
      server = await startContractServer(script);
      return server;
    },
    current: (): ContractServer | undefined => server,
  };
};
