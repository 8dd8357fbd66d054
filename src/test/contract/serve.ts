import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import {
  type ContractServer,
  rateLimited,
  type Step,
  sequence,
  serverError,
  startContractServer,
} from './server';

/**
 * The contract server as a process, for tests that drive a browser:
 *
 *   npx tsx src/test/contract/serve.ts --port 0 --script replies.json
 *
 * serves the file's replies in order and prints its URL as the first line of stdout; it stops on
 * SIGINT or SIGTERM. The file is a JSON array, each element one reply:
 *
 *   {"body": …, "status"?: 200, "headers"?: {"name": "value"}}   a JSON answer
 *   {"cut": "mid-body", "body"?: …}  |  {"cut": "no-answer"}     a connection cut
 *   {"rateLimited": 2}                                            429, retry-after 2, the provider's body
 *   {"serverError": true}                                         500, the provider's body
 */

const SHAPES =
  'a reply is {"body", "status"?, "headers"?}, {"cut": "mid-body" | "no-answer", "body"?}, {"rateLimited": seconds} or {"serverError": true}';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const parseReply = (value: unknown, where: string): Step => {
  const fail = (why: string): never => {
    throw new Error(`${where}: ${why} (${SHAPES})`);
  };
  if (!isObject(value)) return fail('not an object');
  const keys = Object.keys(value);
  const only = (...allowed: string[]) => {
    const extra = keys.find((key) => !allowed.includes(key));
    if (extra !== undefined) fail(`unexpected key "${extra}"`);
  };
  if ('rateLimited' in value) {
    only('rateLimited');
    const seconds = value.rateLimited;
    if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0)
      fail('"rateLimited" must be a number of seconds, 0 or more');
    return rateLimited(seconds as number);
  }
  if ('serverError' in value) {
    only('serverError');
    if (value.serverError !== true) fail('"serverError" must be true');
    return serverError();
  }
  if ('cut' in value) {
    if (value.cut === 'no-answer') {
      only('cut');
      return { cut: 'no-answer' };
    }
    if (value.cut !== 'mid-body') fail('"cut" must be "mid-body" or "no-answer"');
    only('cut', 'body');
    return { cut: 'mid-body', body: value.body };
  }
  if (!('body' in value)) return fail('no "body", "cut", "rateLimited" or "serverError"');
  only('body', 'status', 'headers');
  const { status, headers } = value;
  if (
    status !== undefined &&
    !(Number.isInteger(status) && Number(status) >= 100 && Number(status) <= 599)
  )
    fail('"status" must be an integer from 100 to 599');
  if (
    headers !== undefined &&
    !(isObject(headers) && Object.values(headers).every((header) => typeof header === 'string'))
  )
    fail('"headers" must be an object of strings');
  return {
    body: value.body,
    ...(status === undefined ? {} : { status: status as number }),
    ...(headers === undefined ? {} : { headers: headers as Record<string, string> }),
  };
};

/** A script file's replies; `source` names the file in errors. */
export const parseScript = (text: string, source: string): Step[] => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${source}: not JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(json)) throw new Error(`${source}: a script is a JSON array of replies`);
  return json.map((reply, index) => parseReply(reply, `${source}: reply ${index}`));
};

const USAGE = 'usage: serve.ts [--port <0-65535>] --script <replies.json>';

/** `--port` (default 0, a free port) and `--script`, each once; anything else is an error. */
export const parseArgs = (argv: readonly string[]): { port: number; script: string } => {
  const found = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i] ?? '', argv[i + 1]];
    if (flag !== '--port' && flag !== '--script')
      throw new Error(`unknown argument "${flag}"; ${USAGE}`);
    if (found.has(flag)) throw new Error(`${flag} given twice; ${USAGE}`);
    if (value === undefined || value.startsWith('--'))
      throw new Error(`${flag} needs a value; ${USAGE}`);
    found.set(flag, value);
  }
  const script = found.get('--script');
  if (script === undefined) throw new Error(`--script is required; ${USAGE}`);
  const portText = found.get('--port') ?? '0';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65_535)
    throw new Error(`--port must be an integer from 0 to 65535, not "${portText}"; ${USAGE}`);
  return { port, script };
};

/** Starts the server the arguments describe; the caller prints its URL. */
export const serve = async (argv: readonly string[]): Promise<ContractServer> => {
  const { port, script } = parseArgs(argv);
  const text = await readFile(script, 'utf8').catch((error: Error) => {
    throw new Error(`cannot read the script: ${error.message}`);
  });
  return startContractServer(sequence(...parseScript(text, script)), { port });
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  serve(process.argv.slice(2)).then(
    (server) => {
      process.stdout.write(`${server.url}\n`);
      const stop = () => void server.close().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    },
    (error: Error) => {
      process.stderr.write(`serve.ts: ${error.message}\n`);
      process.exit(2);
    },
  );
}
