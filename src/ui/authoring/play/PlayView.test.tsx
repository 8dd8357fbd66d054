import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LabelledQuery } from '../../../engine/core';
import type { PlayEvent, PlayRequest, PlayResult, PlayTaskOutcome } from '../../../worker/boundary';
import { PlayView } from './PlayView';
import type { PlayCalls } from './playCalls';
import { KEPT_KEY_NAME } from './playForm';
import { createPlaySession } from './playSession';

/**
 * The Play view by behaviour, over fake engine calls: the form's estimate and Run button, what it
 * refuses, where the key is (and is not) kept, the run's events as they arrive, and the report.
 */

const KEY = 'sk-test-abcdefghijklmnop';
const queries: LabelledQuery[] = Array.from({ length: 7 }, (_, i) => ({
  id: `q${i + 1}`,
  query: `task number ${i + 1}`,
  relevant: [`tool_${i + 1}`],
}));

const outcome = (i: number, over: Partial<PlayTaskOutcome> = {}): PlayTaskOutcome => ({
  id: `q${i}`,
  query: `task number ${i}`,
  relevant: [`tool_${i}`],
  searches: [{ via: 'tool_search_tool_regex', query: `tool_${i}`, returned: [`tool_${i}`] }],
  calls: [{ tool: `tool_${i}`, args: { a: 1 }, problems: [], known: true }],
  found: true,
  chosen: true,
  validArgs: true,
  stop: 'answered',
  requests: 2,
  usage: { input: 1000, output: 50 },
  ...over,
});

const answerOf = (tasks: PlayTaskOutcome[]): PlayResult => ({
  run: { provider: 'anthropic', model: 'm1', search: 'regex', tasks, log: [{}], cancelled: false },
  figures: {
    tasks: tasks.length,
    labelled: tasks.length,
    found: tasks.length,
    chosen: tasks.length,
    foundAndChosen: tasks.length,
    validArgs: tasks.length - 1,
    searches: tasks.length,
    requests: tasks.length * 2,
    usage: { input: 5000, output: 250 },
    stops: { answered: tasks.length },
  },
  predictions: { checks: [], skipped: [], note: 'no emulator for this one' },
  log: '{"line":1}\n',
});

/** Fake calls: the estimate from the plan; the run waits until the test finishes it. */
const fakeCalls = () => {
  let finish: ((answer: PlayResult) => void) | undefined;
  let tell: ((event: PlayEvent) => void) | undefined;
  const requests: PlayRequest[] = [];
  const calls: PlayCalls = {
    estimate: async (plan) => ({
      maxRequests: plan.limits.tasks * plan.limits.turns,
      firstRequest: 1234,
      upperBound: 98_765,
      growthPerTurn: 500,
    }),
    run: (request, onEvent) => {
      requests.push(request);
      tell = onEvent;
      return new Promise((resolve) => {
        finish = resolve;
      });
    },
    cancel: vi.fn(async () => true),
  };
  return {
    calls,
    requests,
    tell: (event: PlayEvent) => act(() => tell?.(event)),
    finish: (answer: PlayResult) => act(() => finish?.(answer)),
  };
};

const renderView = (calls: PlayCalls, onOpenRun = vi.fn()) => {
  const session = createPlaySession(calls, window.sessionStorage);
  render(<PlayView session={session} setId="set1" queries={queries} onOpenRun={onOpenRun} />);
  return { session, onOpenRun };
};

afterEach(() => window.sessionStorage.clear());

const runButton = () => screen.getByRole('button', { name: /^Run / });

describe('the Play form', () => {
  it('ticks the first five tasks and says what the run will do before it starts', async () => {
    renderView(fakeCalls().calls);
    const tasks = screen.getByRole('group', { name: /Tasks/ });
    expect(
      within(tasks)
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked),
    ).toHaveLength(5);
    await waitFor(() => expect(runButton().textContent).toBe('Run 5 tasks, up to 30 requests'));
    expect(screen.getByRole('status', { name: 'Estimate' }).textContent).toMatch(
      /At most 30 requests; about 1,234 input tokens for a task's first request, at most about 98,765 in all/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Select all' }));
    await waitFor(() => expect(runButton().textContent).toBe('Run 7 tasks, up to 42 requests'));
    fireEvent.change(screen.getByLabelText('Turns per task'), { target: { value: '2' } });
    await waitFor(() => expect(runButton().textContent).toBe('Run 7 tasks, up to 14 requests'));
    fireEvent.click(screen.getByRole('button', { name: 'Select none' }));
    expect(await screen.findByText('Tick at least one task.')).toBeTruthy();
  });

  it('runs a typed task after the ticked ones, naming no tool, and lets it be taken out', async () => {
    const fake = fakeCalls();
    renderView(fake.calls);
    fireEvent.change(screen.getByLabelText('Model'), { target: { value: 'm1' } });
    fireEvent.change(screen.getByLabelText('API key'), { target: { value: KEY } });
    const type = (text: string) => {
      const field = screen.getByLabelText('Type a task');
      fireEvent.change(field, { target: { value: text } });
      fireEvent.keyDown(field, { key: 'Enter' });
    };
    type('export the sitemap as csv');
    const typed = screen.getByRole('list', { name: 'Typed tasks' });
    expect(within(typed).getByText('export the sitemap as csv')).toBeTruthy();
    await waitFor(() => expect(runButton().textContent).toBe('Run 6 tasks, up to 36 requests'));
    fireEvent.click(
      screen.getByRole('button', { name: 'Remove the typed task "export the sitemap as csv"' }),
    );
    await waitFor(() => expect(runButton().textContent).toBe('Run 5 tasks, up to 30 requests'));
    type('summarise the pricing page');
    await waitFor(() => expect(runButton().textContent).toBe('Run 6 tasks, up to 36 requests'));
    fireEvent.click(runButton());
    await waitFor(() => expect(fake.requests).toHaveLength(1));
    expect(fake.requests[0]?.tasks.at(-1)).toEqual({
      id: 'typed-1',
      query: 'summarise the pricing page',
      relevant: [],
    });
  });

  it('asks the estimate again when the catalog is edited', async () => {
    const fake = fakeCalls();
    const estimate = vi.spyOn(fake.calls, 'estimate');
    const session = createPlaySession(fake.calls, window.sessionStorage);
    const view = (catalog: string) => (
      <PlayView
        session={session}
        setId="set1"
        queries={queries}
        catalog={catalog}
        onOpenRun={() => {}}
      />
    );
    const { rerender } = render(view('demo:0'));
    await waitFor(() => expect(estimate).toHaveBeenCalledTimes(1));
    rerender(view('demo:1'));
    await waitFor(() => expect(estimate).toHaveBeenCalledTimes(2));
  });

  it('refuses a compatible endpoint without its base URL, and Anthropic without a key', async () => {
    renderView(fakeCalls().calls);
    fireEvent.change(screen.getByLabelText('Model'), { target: { value: 'llama3.1' } });
    expect(screen.getByText('Paste your Anthropic API key.')).toBeTruthy();
    expect((runButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Provider'), { target: { value: 'openai-compatible' } });
    expect((screen.getByLabelText('Search') as HTMLSelectElement).value).toBe('harness');
    expect(
      screen.getByText(/needs its base URL, e\.g\. http:\/\/localhost:11434\/v1/),
    ).toBeTruthy();
    expect((runButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Base URL/), {
      target: { value: 'http://localhost:11434/v1' },
    });
    // A local server needs no key.
    await waitFor(() => expect((runButton() as HTMLButtonElement).disabled).toBe(false));
  });

  it('keeps the key out of storage unless asked, then in sessionStorage alone', () => {
    renderView(fakeCalls().calls);
    const key = screen.getByLabelText(/^API key/) as HTMLInputElement;
    expect(key.type).toBe('password');
    expect(key.autocomplete).toBe('off');
    fireEvent.change(key, { target: { value: KEY } });
    expect(window.sessionStorage.length).toBe(0);
    expect(JSON.stringify({ ...window.localStorage })).not.toContain(KEY);
    const keep = screen.getByRole('checkbox', { name: "Keep for this tab's session" });
    fireEvent.click(keep);
    expect(window.sessionStorage.getItem(KEPT_KEY_NAME)).toBe(KEY);
    expect(JSON.stringify({ ...window.localStorage })).not.toContain(KEY);
    fireEvent.click(keep);
    expect(window.sessionStorage.getItem(KEPT_KEY_NAME)).toBeNull();
  });

  it('brings a kept key back in a new session of the tab', () => {
    window.sessionStorage.setItem(KEPT_KEY_NAME, KEY);
    renderView(fakeCalls().calls);
    expect((screen.getByLabelText(/^API key/) as HTMLInputElement).value).toBe(KEY);
    expect(
      (screen.getByRole('checkbox', { name: "Keep for this tab's session" }) as HTMLInputElement)
        .checked,
    ).toBe(true);
  });
});

describe('a run in the Play view', () => {
  it('shows each task, search and call as it arrives, cancels, and reports', async () => {
    const fake = fakeCalls();
    const { onOpenRun } = renderView(fake.calls);
    fireEvent.change(screen.getByLabelText('Model'), { target: { value: 'm1' } });
    fireEvent.change(screen.getByLabelText(/^API key/), { target: { value: KEY } });
    await waitFor(() => expect((runButton() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(runButton());
    expect(fake.requests[0]).toMatchObject({ apiKey: KEY, model: 'm1', limits: { tasks: 5 } });
    expect(fake.requests[0]?.tasks.map((task) => task.id)).toEqual(['q1', 'q2', 'q3', 'q4', 'q5']);
    const progress = screen.getByRole('region', { name: 'Run progress' });
    fake.tell({ type: 'task', index: 0, id: 'q1', query: 'task number 1' });
    expect(within(progress).getByText('task number 1')).toBeTruthy();
    fake.tell({ type: 'request', task: 'q1', turn: 1 });
    fake.tell({
      type: 'search',
      task: 'q1',
      search: { via: 'tool_search_tool_regex', query: 'scrape.*', returned: ['tool_1', 'tool_9'] },
    });
    expect(within(progress).getByText('tool_1, tool_9')).toBeTruthy();
    fake.tell({
      type: 'call',
      task: 'q1',
      call: { tool: 'tool_1', args: { url: 42 }, problems: ['/url: not a string'], known: true },
    });
    expect(within(progress).getByText(/✗ \/url: not a string/)).toBeTruthy();
    fake.tell({ type: 'done', outcome: outcome(1, { validArgs: false }) });
    expect(within(progress).getByText('answered')).toBeTruthy();
    fireEvent.click(within(progress).getByRole('button', { name: 'Cancel' }));
    expect(fake.calls.cancel).toHaveBeenCalled();
    fake.finish(answerOf([outcome(1, { validArgs: false }), outcome(2)]));
    const report = await screen.findByRole('region', { name: 'Run report' });
    expect(within(report).getByText('Found and chosen').nextSibling?.textContent).toBe('2 of 2');
    expect(within(report).getAllByRole('row')).toHaveLength(3);
    expect(within(report).getByText('no emulator for this one')).toBeTruthy();
    fireEvent.click(within(report).getByRole('button', { name: 'Open in the Timeline' }));
    expect(onOpenRun).toHaveBeenCalledWith(
      expect.stringMatching(/^play-m1-.*\.jsonl$/),
      '{"line":1}\n',
    );
  });

  it('prices the run at the price given: the bound before, the cost after', async () => {
    const fake = fakeCalls();
    renderView(fake.calls);
    fireEvent.change(screen.getByLabelText('Model'), { target: { value: 'm1' } });
    fireEvent.change(screen.getByLabelText('API key'), { target: { value: KEY } });
    fireEvent.change(screen.getByLabelText('Input'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Output'), { target: { value: '15' } });
    // 98,765 input tokens at $3/M, and 30 requests × 1,024 output tokens at $15/M.
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Estimate' }).textContent).toMatch(
        /At that price, at most about \$0\.76\./,
      ),
    );
    fireEvent.click(runButton());
    await waitFor(() => expect(fake.requests).toHaveLength(1));
    // The run's 5,000 input and 250 output tokens: $0.015 + $0.00375.
    fake.finish(answerOf([outcome(1), outcome(2)]));
    const report = await screen.findByRole('region', { name: 'Run report' });
    expect(within(report).getByText('Cost at your price').nextSibling?.textContent).toBe('$0.02');
  });

  it('shows a run that could not start, never throwing', async () => {
    const fake = fakeCalls();
    fake.calls.run = async () => {
      throw new Error('toollens: the catalog has a tool name no API accepts');
    };
    renderView(fake.calls);
    fireEvent.change(screen.getByLabelText('Model'), { target: { value: 'm1' } });
    fireEvent.change(screen.getByLabelText(/^API key/), { target: { value: KEY } });
    await waitFor(() => expect((runButton() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(runButton());
    expect((await screen.findByRole('alert')).textContent).toMatch(/a tool name no API accepts/);
  });
});
