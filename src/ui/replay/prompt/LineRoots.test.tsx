import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../../data/demo';
import { EMPTY_SETTINGS, rootsReport } from '../../../engine';
import { TIP_TOOLS } from './LineRoots';
import { PromptSections } from './PromptSections';
import type { SectionPrefix } from './prefixSegments';

/**
 * The prompt's capabilities section with the catalog's settings view: the line's budget and
 * coverage, and each root's tools on hover or focus, as a tooltip that describes its root.
 */

const line = rootsReport(demoCatalog, { ...EMPTY_SETTINGS, lineBudget: 120 });
const section = (text: string): SectionPrefix => ({
  id: 'capabilities',
  title: 'Capabilities',
  text,
  start: 0,
  end: text.length,
  stable: text.length,
  state: 'all',
});
/** The line's widest root, and its tools. */
const widest = line.roots
  .filter((root) => line.inLine.includes(root.root))
  .reduce((a, b) => (b.tools.length > a.tools.length ? b : a));

describe('the capabilities section', () => {
  it('says the budget and what the line covers', () => {
    render(<PromptSections sections={[section(line.line)]} line={line} />);
    expect(line.covered).toBeLessThan(line.lineTools);
    expect(screen.getByTestId('prompt-line-budget').textContent).toBe(
      `${line.lineChars} / 120 characters · covers ${line.covered} of ${line.lineTools} tools`,
    );
    expect(
      screen
        .getAllByRole('button')
        .filter((button) => line.inLine.includes(button.textContent ?? '')),
    ).toHaveLength(line.inLine.length);
  });

  it("shows a root's tools on hover, capped, and hides them when the pointer leaves", async () => {
    render(<PromptSections sections={[section(line.line)]} line={line} />);
    expect(screen.queryByRole('tooltip')).toBeNull();
    const root = screen.getByRole('button', { name: widest.root });
    await userEvent.hover(root);
    const tip = screen.getByRole('tooltip');
    expect(widest.tools.length).toBeGreaterThan(TIP_TOOLS);
    const shown = widest.tools.slice(0, TIP_TOOLS).join(', ');
    const more = widest.tools.length - TIP_TOOLS;
    expect(tip.textContent).toBe(
      `${widest.root} · ${widest.tools.length} tools: ${shown}${more > 0 ? ` + ${more} more` : ''}`,
    );
    await userEvent.unhover(root);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('is reached by the keyboard, each root described by its tools; Escape hides the tip', async () => {
    render(<PromptSections sections={[section(line.line)]} line={line} />);
    const [first] = line.inLine;
    // The section's text box takes focus first (it scrolls), then the roots in order.
    await userEvent.tab();
    await userEvent.tab();
    const focused = screen.getByRole('button', {
      name: first,
      description: new RegExp(`^${first} · \\d+ tools?: `),
    });
    expect(document.activeElement).toBe(focused);
    expect(screen.getByRole('tooltip').textContent).toMatch(new RegExp(`^${first} · `));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('says nothing of a line other than the one this prompt holds', () => {
    render(
      <PromptSections
        sections={[section('<tool_capabilities>x</tool_capabilities>')]}
        line={line}
      />,
    );
    expect(screen.queryByTestId('prompt-line-budget')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Roots in the line' })).toBeNull();
  });
});
