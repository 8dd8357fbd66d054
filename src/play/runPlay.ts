import type { LabelledQuery } from '../engine/core';
import type { CallAnswer, ModelCall, PlayAdapter } from './adapter';
import { answerFor } from './answers';
import { anthropicAdapter, anthropicSearchTool } from './anthropicAdapter';
import { argumentProblems } from './arguments';
import { checkPlayOptions } from './checkOptions';
import { Harness } from './harness';
import { chatAdapter, responsesAdapter } from './openaiAdapters';
import { errorText } from './secrets';
import { anthropicDeferredTools, anthropicTool, chatTool, openaiNamespaces } from './toolDefs';
import type { PlayCallRecord, PlayOptions, PlayRun, PlayTaskOutcome } from './types';

/**
 * A model run: each task (a labelled query) is the user's next request in one conversation, and
 * the model may make up to `turns` requests for it: searching, loading, calling. The author's
 * tools do not run unless the user points the run at the live server (answers.ts). Provider errors after the SDK's own retries (a 429 waits for its
 * `retry-after`) end that task, key scrubbed, and the run goes on; a cancel ends the run, and
 * what was done is kept. docs/play.md.
 */

const adapterFor = (
  options: PlayOptions,
  harness: Harness | undefined,
  now: () => number,
): PlayAdapter => {
  const common = {
    apiKey: options.apiKey,
    model: options.model,
    maxTokens: options.limits.maxTokens,
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };
  if (options.provider === 'anthropic') {
    const setup =
      harness !== undefined
        ? {
            tools: () => harness.declared().map((tool) => anthropicTool(tool, false)),
            system: () => harness.system(),
          }
        : {
            tools: () => [
              anthropicSearchTool(options.search === 'bm25' ? 'bm25' : 'regex'),
              ...anthropicDeferredTools(options.catalog),
            ],
            system: () => undefined,
          };
    return anthropicAdapter({ ...common, setup, now });
  }
  if (harness === undefined)
    return responsesAdapter({
      ...common,
      tools: [{ type: 'tool_search' }, ...openaiNamespaces(options.catalog)],
    });
  return chatAdapter({
    ...common,
    tokenField: options.provider === 'openai' ? 'max_completion_tokens' : 'max_tokens',
    setup: {
      tools: () => harness.declared().map(chatTool),
      system: () => harness.system(),
    },
  });
};

const emptyOutcome = (task: LabelledQuery): PlayTaskOutcome => ({
  id: task.id,
  query: task.query,
  relevant: [...task.relevant],
  searches: [],
  calls: [],
  found: false,
  chosen: false,
  validArgs: null,
  stop: 'answered',
  requests: 0,
  usage: { input: 0, output: 0 },
});

/**
 * Judges a finished task: found, chosen, and whether the chosen tool's arguments were valid. A
 * typed task names no tool, so only its calls' arguments are judged.
 */
const judged = (outcome: PlayTaskOutcome): PlayTaskOutcome => {
  const relevant = new Set(outcome.relevant);
  if (relevant.size === 0)
    return {
      ...outcome,
      found: null,
      chosen: null,
      validArgs:
        outcome.calls.length > 0 ? outcome.calls.every((call) => call.problems.length === 0) : null,
    };
  const chosenCalls = outcome.calls.filter((call) => relevant.has(call.tool));
  return {
    ...outcome,
    found: outcome.searches.some((search) => search.returned.some((name) => relevant.has(name))),
    chosen: chosenCalls.length > 0,
    validArgs:
      chosenCalls.length > 0 ? chosenCalls.every((call) => call.problems.length === 0) : null,
  };
};

export const runPlay = async (options: PlayOptions): Promise<PlayRun> => {
  checkPlayOptions(options);
  const now = options.now ?? Date.now;
  const harness =
    options.search === 'harness' ? new Harness(options.catalog, options.budget) : undefined;
  const adapter = adapterFor(options, harness, now);
  const tools = new Map(options.catalog.tools.map((tool) => [tool.name, tool]));
  const emit = options.onEvent ?? (() => {});
  const outcomes: PlayTaskOutcome[] = [];
  let cancelled = false;

  const answerCall = async (outcome: PlayTaskOutcome, call: ModelCall): Promise<CallAnswer> => {
    if (harness?.isHarnessTool(call.name)) {
      if (call.name === 'activate_tool') return { call, output: harness.activate(call.args) };
      const found = harness.search(call.args);
      const search = { via: 'search_tools', query: found.query, returned: found.returned };
      outcome.searches.push(search);
      emit({ type: 'search', task: outcome.id, search });
      return { call, output: found.text };
    }
    const tool = tools.get(call.name);
    const record: PlayCallRecord = {
      tool: call.name,
      args: call.args,
      problems: tool ? argumentProblems(tool, call.args) : ['no such tool in the catalog'],
      known: tool !== undefined,
    };
    outcome.calls.push(record);
    harness?.call(call.name, call.args);
    emit({ type: 'call', task: outcome.id, call: record });
    if (!tool) return { call, output: `No tool named ${call.name}.`, error: true };
    try {
      const answered = await answerFor(options.answer, call.name, call.args);
      return { call, output: answered.text, ...(answered.isError ? { error: true } : {}) };
    } catch (error) {
      // A live server that fails: the model reads why, as it would from a real client.
      return { call, output: errorText(error, options.apiKey), error: true };
    }
  };

  for (const [index, task] of options.tasks.slice(0, options.limits.tasks).entries()) {
    if (options.signal?.aborted) {
      cancelled = true;
      break;
    }
    emit({ type: 'task', index, id: task.id, query: task.query });
    harness?.turn(new Date(now()).toISOString(), task.query, task.relevant);
    adapter.user(task.query);
    // Until the model answers without a call, or something stops it, its turns are running out.
    const outcome: PlayTaskOutcome = { ...emptyOutcome(task), stop: 'turns' };
    for (let turn = 1; turn <= options.limits.turns; turn++) {
      emit({ type: 'request', task: task.id, turn });
      outcome.requests++;
      let step: Awaited<ReturnType<PlayAdapter['send']>>;
      try {
        step = await adapter.send(options.signal);
      } catch (error) {
        cancelled = options.signal?.aborted === true;
        outcome.stop = cancelled ? 'cancelled' : 'error';
        if (!cancelled) outcome.error = errorText(error, options.apiKey);
        break;
      }
      outcome.usage.input += step.usage.input;
      outcome.usage.output += step.usage.output;
      for (const search of step.searches) {
        outcome.searches.push(search);
        emit({ type: 'search', task: task.id, search });
      }
      if (step.stop === 'refusal' || step.stop === 'max-tokens') {
        outcome.stop = step.stop;
        // A call cut off with its answer still needs a result, or the next request is refused.
        if (step.calls.length > 0)
          adapter.answer(
            step.calls.map((call) => ({
              call,
              output: 'Not run: the answer was cut off.',
              error: true,
            })),
          );
        break;
      }
      if (step.stop === 'continue') continue;
      if (step.calls.length === 0) {
        outcome.stop = 'answered';
        break;
      }
      // One at a time, in the model's order: a live server's calls may depend on each other.
      const answers: CallAnswer[] = [];
      for (const call of step.calls) answers.push(await answerCall(outcome, call));
      adapter.answer(answers);
    }
    const done = judged(outcome);
    outcomes.push(done);
    emit({ type: 'done', outcome: done });
    if (cancelled) break;
  }
  return {
    provider: options.provider,
    model: options.model,
    search: options.search,
    tasks: outcomes,
    log: adapter.lines(),
    cancelled,
  };
};
