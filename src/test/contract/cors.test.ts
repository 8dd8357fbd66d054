import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import { expect, it } from 'vitest';
import { anthropicMessage, text } from './builders';
import { chatCompletion, message, openaiResponse } from './openaiBuilders';
import { contractServerPerTest } from './perTest';
import { sequence } from './server';

/**
 * A page's SDK call must pass the preflight: every header the SDKs send that a browser does not
 * set itself must be allowed, even by a preflight that names none (the server's own list).
 */

const { start } = contractServerPerTest();

/** Headers the browser (or Node's fetch standing in for it) sets, never asked for in a preflight. */
const SET_BY_THE_BROWSER = new Set([
  'host',
  'connection',
  'content-length',
  'user-agent',
  'accept-encoding',
  'accept-language',
  'sec-fetch-mode',
]);

it("allows every header the SDKs send, by the server's own list", async () => {
  const server = await start(
    sequence(
      { body: anthropicMessage({ content: [text('hi')], stop_reason: 'end_turn' }) },
      { body: openaiResponse({ output: [message('hi')] }) },
      { body: chatCompletion({ message: { content: 'hi' }, finish_reason: 'stop' }) },
    ),
  );
  const { url, requests } = server;
  const anthropic = new Anthropic({
    apiKey: 'k',
    baseURL: url,
    maxRetries: 0,
    dangerouslyAllowBrowser: true,
    defaultHeaders: { 'anthropic-beta': 'advanced-tool-use-2025-11-20' },
  });
  await anthropic.messages.create({
    model: 'claude-opus-4-6',
    max_tokens: 16,
    messages: [{ role: 'user', content: 'hi' }],
  });
  const openai = new OpenAI({ apiKey: 'k', baseURL: `${url}/v1`, maxRetries: 0 });
  await openai.responses.create({ model: 'gpt-5.4', input: 'hi' });
  await openai.chat.completions.create({
    model: 'gpt-4.1',
    messages: [{ role: 'user', content: 'hi' }],
  });

  const preflight = await fetch(`${url}/v1/messages`, { method: 'OPTIONS' });
  const allowed = new Set(
    (preflight.headers.get('access-control-allow-headers') ?? '').split(/,\s*/),
  );
  const sent = new Set(
    requests
      .flatMap((request) => Object.keys(request.headers))
      .filter((name) => !SET_BY_THE_BROWSER.has(name)),
  );
  expect(sent.size).toBeGreaterThan(5);
  expect([...sent].filter((name) => !allowed.has(name))).toEqual([]);
  expect(sent).toContain('anthropic-dangerous-direct-browser-access');
  expect(sent).toContain('x-stainless-retry-count');
});
