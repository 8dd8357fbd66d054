import { writeFileSync } from 'node:fs';
import { type Page, test } from '@playwright/test';
import type { ToollensHooks } from '../src/ui/app/testHooks';

/**
 * Where the page's main thread spends its time (a CDP sampling profile), and its long tasks,
 * printed with MCP_BURST_PROFILE=1 (the profiler slows the page: the click figures of
 * `npm run bench:live` are taken without it): the top functions by self time, and the time by script.
 */
export const profileMainThread = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  // The long tasks from here on (the page's; a worker's tasks are its own).
  await page.evaluate(() => {
    const tasks: number[] = [];
    (window as unknown as { __tasks: number[] }).__tasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ entryTypes: ['longtask'] });
  });
  // Each engine call's time from the page's call to its answer, by method.
  await page.evaluate(() => {
    const client = (window.__toollens as ToollensHooks).client;
    const send = client.send.bind(client);
    const calls: Record<string, number[]> = {};
    (window as unknown as { __calls: typeof calls }).__calls = calls;
    client.send = ((method: string, args: never, options: never) => {
      const started = performance.now();
      const record = () => {
        calls[method] ??= [];
        calls[method].push(performance.now() - started);
      };
      const reply = send(method as never, args, options);
      reply.then(record, record);
      return reply;
    }) as typeof client.send;
  });
  return async () => {
    const { profile } = await cdp.send('Profiler.stop');
    // For DevTools (Performance panel, load profile) or a source-mapped summary.
    writeFileSync(test.info().outputPath('burst.cpuprofile'), JSON.stringify(profile));
    const tasks = await page.evaluate(() => (window as unknown as { __tasks: number[] }).__tasks);
    const calls = await page.evaluate(
      () => (window as unknown as { __calls: Record<string, number[]> }).__calls,
    );
    await cdp.detach();
    for (const [method, mss] of Object.entries(calls)) {
      const sum = mss.reduce((a, b) => a + b, 0);
      console.log(
        `engine ${method}: ${mss.length} calls, mean ${(sum / mss.length).toFixed(0)} ms, max ${Math.max(...mss).toFixed(0)} ms`,
      );
    }
    const self = new Map<number, number>();
    profile.samples?.forEach((id, i) => {
      self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000);
    });
    const byFunction = new Map<string, number>();
    const byScript = new Map<string, number>();
    for (const node of profile.nodes) {
      const ms = self.get(node.id) ?? 0;
      const { functionName, url, lineNumber } = node.callFrame;
      const script = url.split('/').at(-1) || functionName;
      const name = `${functionName || '(anonymous)'} ${script}:${lineNumber + 1}`;
      byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
      byScript.set(script, (byScript.get(script) ?? 0) + ms);
    }
    const top = (map: Map<string, number>, n: number) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([name, ms]) => `  ${ms.toFixed(0).padStart(7)} ms  ${name}`)
        .join('\n');
    const total = tasks.reduce((sum, ms) => sum + ms, 0);
    console.log(
      `main thread during the burst: ${tasks.length} long tasks, ${total.toFixed(0)} ms in all, longest ${Math.max(0, ...tasks).toFixed(0)} ms\nby script:\n${top(byScript, 8)}\nby function (self time):\n${top(byFunction, 25)}`,
    );
  };
};
