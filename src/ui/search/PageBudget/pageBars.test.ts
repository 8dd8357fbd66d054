import { describe, expect, it } from 'vitest';
import { AXIS_LABEL_CHARS, axisLabel, pageBars } from './pageBars';

describe('pageBars', () => {
  it('splits each share at the equal line', () => {
    const bars = pageBars(
      {
        budget: 300,
        cap: 300,
        shares: [
          { need: 40, equal: 150, share: 40, donated: 110, received: 0 },
          { need: 400, equal: 150, share: 260, donated: 0, received: 110 },
        ],
      },
      ['terse', 'long'],
    );
    expect(
      bars.map(({ name, kept, received, donated }) => ({ name, kept, received, donated })),
    ).toEqual([
      { name: 'terse', kept: 40, received: 0, donated: 110 },
      { name: 'long', kept: 150, received: 110, donated: 0 },
    ]);
    for (const bar of bars)
      expect(bar.kept + bar.donated + bar.received).toBeGreaterThanOrEqual(bar.equal);
  });

  it('labels each bar with its tool name, cut to fit, the whole name kept', () => {
    const page = {
      budget: 100,
      cap: 100,
      shares: [{ need: 1, equal: 100, share: 1, donated: 99, received: 0 }],
    };
    const [bar] = pageBars(page, ['search_issues_by_label']);
    expect(bar?.label).toBe('search_is…');
    expect(bar?.label).toHaveLength(AXIS_LABEL_CHARS);
    expect(bar?.name).toBe('search_issues_by_label');
    expect(axisLabel('read_file')).toBe('read_file');
  });
});
