import { writeFileSync } from 'node:fs';
import { type MineOptions, minedSetToJson, mineQuerySet, plural } from '../../engine';
import type { CliArgs } from '../args';
import type { CliIo } from '../cliIo';
import { InputError } from '../loadCatalog';
import { readSessionFiles, type SessionFile } from '../loadSessions';
import { table } from '../table';
import { escapeForTerminal } from '../terminalText';
import { UsageError } from '../usageError';
import { logReading } from './logOptions';

/**
 * `mine --sessions <files…>`: the queries the sessions' models typed, as a query set that eval
 * and the app read. With -o the set is written there and a summary printed; without it the set
 * is the output (JSON on stdout) and the summary goes to stderr, so nothing is mined unseen.
 */

const windowOf = (value: string | undefined): number | undefined => {
  if (value === undefined) return undefined;
  const window = Number(value);
  if (!Number.isInteger(window) || window < 0) {
    throw new UsageError(`--window must be a whole number of turns ≥ 0, got "${value}"`);
  }
  return window;
};

type Mined = ReturnType<typeof mineQuerySet>;

/**
 * The unanswered searches, one a line: they are not in the set (eval would score a query with no
 * relevant tool 0 rather than skip it), so this is where an author sees them and what followed.
 */
const unansweredTable = (mined: Mined): string[] =>
  mined.unanswered.length === 0
    ? []
    : [
        '',
        'unanswered, left out of the set: no tool the search or its run of searches returned was then called (next: what the agent called after, context, not a label)',
        table(
          ['session', 'turn', 'query', 'returned', 'next'],
          mined.unanswered.map((each) => [
            each.session,
            each.turn,
            JSON.stringify(each.query),
            each.returned.length === 0 ? 'nothing' : plural(each.returned.length, 'tool'),
            each.next.length === 0 ? '-' : each.next.join(', '),
          ]),
        ),
      ];

/** Per file: the discoveries that gave a query, the selects kept apart, the unanswered. */
const mineSummary = (files: readonly SessionFile[], mined: Mined): string => {
  const fileOf = new Map(files.flatMap((each) => each.sessions.map((s) => [s.name, each.file])));
  const count = (file: string, places: readonly { session: string }[]) =>
    places.filter((place) => fileOf.get(place.session) === file).length;
  const asked = mined.queries.flatMap((query) => query.mined.from);
  const selects = mined.selects.map((select) => select.from);
  const rows = files.map(({ file, sessions }) => [
    file,
    sessions.length,
    count(file, asked),
    count(file, selects),
    count(file, mined.unanswered),
  ]);
  return [
    `mined ${plural(mined.queries.length, 'query')} (silver: labelled by the tools a search returned and the agent then called) from ${plural(asked.length, 'search')}; ${selects.length} select: kept apart; ${mined.unanswered.length} unanswered`,
    '',
    table(['file', 'sessions', 'searches mined', 'selects', 'unanswered'], rows),
    ...unansweredTable(mined),
  ].join('\n');
};

export const mineCommand = async ({ values, rest }: CliArgs, io: CliIo): Promise<string> => {
  const window = windowOf(values.window);
  const { files, catalog } = await readSessionFiles({ values, rest }, logReading(values), io);
  const options: MineOptions = {
    ...(window === undefined ? {} : { window }),
    ...(catalog === undefined ? {} : { catalog }),
  };
  const mined = mineQuerySet(
    files.flatMap((each) => each.sessions),
    options,
  );
  const summary = mineSummary(files, mined);
  const json = minedSetToJson(mined);
  const output = values.output;
  if (output === undefined) {
    io.stderr(`${escapeForTerminal(summary)}\n`);
    return json;
  }
  try {
    writeFileSync(output, `${json}\n`);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new InputError(`toollens: mine: cannot write "${output}": ${code}`);
  }
  return `${summary}\n\nwrote ${plural(mined.queries.length, 'query')} to ${output}`;
};
