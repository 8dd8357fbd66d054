import { useId, useState } from 'react';
import { fixSnippet, makeTool, type SnippetSdk, type ToolText } from '../../../engine/core';
import type { Proposal } from '../../../engine/library';
import './fixSnippet.css';

const SDKS: { sdk: SnippetSdk; label: string }[] = [
  { sdk: 'typescript', label: 'TypeScript' },
  { sdk: 'python', label: 'Python' },
];

/**
 * The tool as the page knows it: the proposal's text of it, under its name before the proposal
 * (a rename's comment names the old name). The page holds no schema, so an argument's type in a
 * snippet is left to the author's code; a fix's fields come from its own edits.
 */
const toolOf = (proposal: Proposal, text: ToolText) =>
  makeTool({
    name: proposal.tool,
    title: text.title ?? '',
    description: text.description,
    ...(text.searchHint ? { agentHints: { searchHint: text.searchHint } } : {}),
  });

type Props = { proposal: Proposal; text: ToolText };

/**
 * "Where it goes in code", folded: the tool's registration call with the proposal's edits filled
 * in, under the official TypeScript or Python MCP SDK (engine/fix/snippet.ts). Made when opened.
 */
export const FixSnippet = ({ proposal, text }: Props) => {
  const [open, setOpen] = useState(false);
  const [sdk, setSdk] = useState<SnippetSdk>('typescript');
  const name = useId();
  const label = SDKS.find((each) => each.sdk === sdk)?.label ?? sdk;
  return (
    <details
      className="fix-snippet"
      onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}
    >
      <summary>Where it goes in code</summary>
      {open && (
        <>
          <fieldset className="fix-snippet-sdks">
            <legend>SDK</legend>
            {SDKS.map((each) => (
              <label key={each.sdk}>
                <input
                  type="radio"
                  name={name}
                  checked={sdk === each.sdk}
                  onChange={() => setSdk(each.sdk)}
                />{' '}
                {each.label}
              </label>
            ))}
          </fieldset>
          <section aria-label={`${label} registration of ${proposal.tool}`}>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus, or a keyboard cannot scroll it */}
            <pre className="code fix-snippet-code mono" tabIndex={0}>
              {fixSnippet(toolOf(proposal, text), proposal.edits, sdk)}
            </pre>
          </section>
        </>
      )}
    </details>
  );
};
