import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW, type View } from '../../shared/view';
import { formatHash, historyMode, parseHash } from './viewHash';

const view = (patch: Partial<View>): View => ({ ...DEFAULT_VIEW, ...patch });

describe('formatHash', () => {
  it('returns an empty hash for the default view', () => {
    expect(formatHash(DEFAULT_VIEW)).toBe('');
  });

  it('writes only what differs from the defaults, with readable capabilities', () => {
    const hash = formatHash(
      view({
        query: 'excel file',
        filters: { capabilities: ['file:read', 'document'], domains: ['files'] },
        tool: 'excel_reader',
        catalog: { kind: 'builtIn', name: 'sample' },
      }),
    );
    expect(hash).toBe(
      '#catalog=sample&q=excel+file&cap=file:read&cap=document&dom=files&tool=excel_reader',
    );
  });

  it('escapes the separators a value may contain', () => {
    expect(formatHash(view({ query: 'a&b=c+d #e%' }))).toBe('#q=a%26b%3Dc%2Bd+%23e%25');
  });
});

describe('parseHash', () => {
  it('reads back every field it writes', () => {
    const full = view({
      panel: 'catalog',
      catalog: { kind: 'builtIn', name: 'sample' },
      query: 'a&b=c+d #e% ünïcode',
      filters: {
        capabilities: ['file:read'],
        domains: ['files'],
        entities: ['member'],
        relationships: ['work-item.assigned-to.member'],
      },
      ranker: 'bm25',
      targets: ['codex', 'claude-code'],
      limit: 20,
      tool: 'excel_reader',
      why: 'write_file',
      find: 'pdf',
      sort: { id: 'tokens', desc: true },
    });
    expect(parseHash(formatHash(full))).toEqual(full);
  });

  it('names an imported catalog without claiming to reproduce it', () => {
    const imported = view({ catalog: { kind: 'imported', name: 'my tools.json' } });
    expect(formatHash(imported)).toBe('#imported=my+tools.json');
    expect(parseHash('#imported=my+tools.json').catalog).toEqual(imported.catalog);
  });

  it('ignores unknown keys, unknown values and broken escapes', () => {
    const parsed = parseHash(
      '#panel=nope&catalog=secret&ranker=magic&limit=7&zzz=1&q=%E0%A4%A&tool=x',
    );
    expect(parsed).toEqual(view({ tool: 'x' }));
  });

  it('keeps the chosen agent targets, dropping names that are not targets', () => {
    expect(parseHash('#targets=claude-code,nope,codex,codex').targets).toEqual([
      'claude-code',
      'codex',
    ]);
    expect(formatHash(view({ targets: [] }))).toBe('');
  });

  it('drops empty and repeated filter values', () => {
    expect(parseHash('#cap=&cap=file&cap=file').filters).toEqual({ capabilities: ['file'] });
  });

  it('accepts a hash without its leading #', () => {
    expect(parseHash('q=pdf').query).toBe('pdf');
  });
});

describe('historyMode', () => {
  it('replaces the entry while typing and pushes a discrete change', () => {
    expect(historyMode(DEFAULT_VIEW, view({ query: 'e' }))).toBe('replace');
    expect(historyMode(DEFAULT_VIEW, view({ find: 'pdf' }))).toBe('replace');
    expect(historyMode(DEFAULT_VIEW, view({ panel: 'catalog' }))).toBe('push');
    expect(historyMode(DEFAULT_VIEW, view({ tool: 'x', query: 'e' }))).toBe('push');
    expect(historyMode(DEFAULT_VIEW, view({ filters: { domains: ['files'] } }))).toBe('push');
  });

  it('does nothing when the hash would not change', () => {
    expect(historyMode(DEFAULT_VIEW, view({ filters: { domains: [] } }))).toBe('none');
  });
});

describe('the session fields (Timeline, Prompt, guided demo)', () => {
  it('reads back scenario, turn, budget, switches, diff and demo step', () => {
    const session = view({
      panel: 'prompt',
      scenario: 'spec-five-turns',
      turn: 3,
      budget: 5,
      unsorted: true,
      varyingFirst: true,
      diff: 'prev',
      demo: 6,
    });
    const hash = formatHash(session);
    expect(hash).toBe(
      '#panel=prompt&scenario=spec-five-turns&turn=3&budget=5&unsorted=1&vfirst=1&diff=prev&demo=6',
    );
    expect(parseHash(hash)).toEqual(session);
    expect(parseHash('#diff=2').diff).toBe(2);
  });

  it('keeps the working-set rule and the compared rule, and ignores a rule it does not know', () => {
    const rules = view({ panel: 'timeline', rule: 'session', compareRule: 'lru' });
    const hash = formatHash(rules);
    expect(hash).toBe('#panel=timeline&rule=session&vsrule=lru');
    expect(parseHash(hash)).toEqual(rules);
    expect(parseHash('#rule=fifo&vsrule=').rule).toBeUndefined();
    expect(historyMode(DEFAULT_VIEW, view({ rule: 'turn' }))).toBe('push');
  });

  it('opens an old link that names a renamed rule under its new name, and writes the new name', () => {
    const opened = parseHash('#panel=timeline&rule=until-compaction&vsrule=until-compaction');
    expect(opened.rule).toBe('while-referenced');
    expect(opened.compareRule).toBe('while-referenced');
    expect(formatHash(opened)).toBe(
      '#panel=timeline&rule=while-referenced&vsrule=while-referenced',
    );
  });

  it('leaves out the defaults and ignores turns, budgets and steps that are not whole numbers ≥ 1', () => {
    expect(formatHash(view({ turn: 1, unsorted: false }))).toBe('');
    expect(parseHash('#turn=0&budget=-2&demo=1.5&diff=x&unsorted=yes')).toEqual(DEFAULT_VIEW);
  });

  it('replaces the entry while scrubbing or sliding the budget, and pushes a demo step', () => {
    expect(historyMode(DEFAULT_VIEW, view({ turn: 4 }))).toBe('replace');
    expect(historyMode(DEFAULT_VIEW, view({ budget: 3 }))).toBe('replace');
    expect(historyMode(DEFAULT_VIEW, view({ turn: 4, demo: 3 }))).toBe('push');
    expect(historyMode(DEFAULT_VIEW, view({ unsorted: true }))).toBe('push');
  });

  it('carries the presenter view as presenter=1, so a link opens it', () => {
    const presenting = view({ panel: 'timeline', demo: 2, presenter: true });
    expect(formatHash(presenting)).toBe('#panel=timeline&demo=2&presenter=1');
    expect(parseHash('#demo=2&presenter=1').presenter).toBe(true);
    expect(parseHash('#presenter=yes').presenter).toBe(false);
    // Entering or leaving it is a step Back undoes.
    expect(historyMode(DEFAULT_VIEW, view({ presenter: true }))).toBe('push');
  });
});

describe('the Evaluate view', () => {
  it('travels as eval=, is left out when it is the default, and pushes a history entry', () => {
    const compare = view({ panel: 'evaluate', evaluateTab: 'compare' });
    expect(formatHash(compare)).toBe('#panel=evaluate&eval=compare');
    expect(parseHash('#panel=evaluate&eval=compare')).toEqual(compare);
    expect(formatHash(view({ evaluateTab: 'queries' }))).toBe('');
    expect(historyMode(DEFAULT_VIEW, view({ evaluateTab: 'lint' }))).toBe('push');
  });

  it('ignores a view it does not know', () => {
    expect(parseHash('#eval=charts').evaluateTab).toBe('queries');
  });
});

describe('patterns in the hash', () => {
  it('round-trip, each once, at most ten, none longer than the view keeps', () => {
    const view = { ...DEFAULT_VIEW, patterns: ['(?i)create.*issue', 'a&b=c#d'] };
    expect(parseHash(formatHash(view)).patterns).toEqual(['(?i)create.*issue', 'a&b=c#d']);
    const many = Array.from({ length: 20 }, (_, at) => `pattern=p${at}`).join('&');
    expect(parseHash(`#${many}&pattern=p0`).patterns).toHaveLength(10);
    expect(parseHash(`#pattern=${'a'.repeat(2_000)}&pattern=ok`).patterns).toEqual(['ok']);
  });
});

describe('the server name in the hash', () => {
  it('round-trips, and a blank or over-long one is the catalog’s own', () => {
    expect(parseHash(formatHash({ ...DEFAULT_VIEW, server: 'my-server' })).server).toBe(
      'my-server',
    );
    expect(formatHash(DEFAULT_VIEW)).not.toContain('server=');
    expect(parseHash('#server=%20').server).toBe('');
    expect(parseHash(`#server=${'s'.repeat(500)}`).server).toBe('');
  });
});
