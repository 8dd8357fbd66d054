import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../../engine/core';
import { LintReport } from './LintReport';

const finding = (extra: Partial<Finding>): Finding => ({
  rule: 'thin-description',
  severity: 'warning',
  tools: ['get_weather'],
  message: 'The description is short.',
  fix: 'Say more.',
  ...extra,
});

describe('LintReport', () => {
  it('names the agent a finding is under, and no agent for a catalog-wide rule', () => {
    render(
      <LintReport
        findings={[
          finding({ rule: 'description-cut', agent: 'claude-code', message: 'Claude Code keeps…' }),
          finding({}),
        ]}
        severity="all"
        error={undefined}
        onSeverity={() => {}}
        onEditTool={() => {}}
      />,
    );
    const [cut, thin] = screen.getAllByRole('listitem');
    expect(within(cut as HTMLElement).getByText('under Claude Code')).toBeTruthy();
    expect(within(thin as HTMLElement).queryByText(/^under /)).toBeNull();
  });
});
