import { memo, useState } from 'react';
import type { PromptDiff } from '../../../engine/core';
import { escapeHidden, SECTION_TITLES as SECTION_LABELS } from '../../../engine/core';
import { formatCount } from '../../shared/format';
import { ServerText } from '../../shared/text/ServerText';
import { changesBySection, diffBlocks } from './diffBlocks';

type Props = {
  /** The diff, once the worker answered for these two turns. */
  diff: PromptDiff | undefined;
  before: number;
  after: number;
  words: boolean;
  onWords: (words: boolean) => void;
};

const Blocks = ({ diff, words }: { diff: PromptDiff; words: boolean }) => {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus, or a keyboard cannot scroll it
    <pre className="code prompt-diff" data-testid="prompt-diff" tabIndex={0}>
      {diffBlocks(diff.parts).map((block, index) => {
        const key = `${index}-${block.kind}`;
        if (block.kind === 'same') {
          // By line, context lines stay one line each: a declaration is a long JSON line, and two
          // of them around a change would push the change out of sight (hover shows the line).
          // By word, a part may end mid-line, so the text flows as it is.
          if (words) return <span key={key}>{block.text}</span>;
          let offset = 0;
          return block.text.split(/(?<=\n)/).map((line) => {
            offset += line.length;
            return (
              <span
                key={`${key}-${offset}`}
                className="context-line"
                title={line.length > 160 ? escapeHidden(line) : undefined}
              >
                <ServerText text={line.replace(/\n$/, '')} isolate={false} />
              </span>
            );
          });
        }
        if (block.kind === 'fold') {
          if (open.has(index)) {
            return (
              <span key={key}>
                <ServerText text={block.text} isolate={false} />
              </span>
            );
          }
          return (
            <button
              key={key}
              type="button"
              className="fold"
              onClick={() => setOpen(new Set([...open, index]))}
            >
              ⋯ {formatCount(block.lines)} unchanged line{block.lines === 1 ? '' : 's'} ⋯{'\n'}
            </button>
          );
        }
        const Tag = block.kind === 'added' ? 'ins' : 'del';
        return (
          <Tag
            key={key}
            data-testid={`diff-${block.kind}`}
            title={block.section ? SECTION_LABELS[block.section] : undefined}
          >
            <ServerText text={block.text} isolate={false} />
          </Tag>
        );
      })}
    </pre>
  );
};

/**
 * The prompt of one turn against another's, from the worker's jsdiff. Added and removed text
 * are React text in `ins` and `del`: a prompt is never injected as HTML.
 */
const PromptDiffViewImpl = ({ diff, before, after, words, onWords }: Props) => {
  const changes = diff ? changesBySection(diff.parts) : [];
  return (
    <section className="prompt-diff-view" aria-labelledby="diff-title">
      <div className="diff-header">
        <h3 id="diff-title">
          t{before} → t{after}
        </h3>
        {diff && (
          <span className="muted" data-testid="diff-stats">
            {diff.added === 0 && diff.removed === 0
              ? 'identical'
              : `+${formatCount(diff.added)} −${formatCount(diff.removed)} chars, in ${changes
                  .map((change) => SECTION_LABELS[change.section])
                  .join(', ')}`}
          </span>
        )}
        <label className="check">
          <input
            type="checkbox"
            checked={words}
            onChange={(event) => onWords(event.target.checked)}
          />{' '}
          by word
        </label>
      </div>
      {diff ? (
        <Blocks key={`${before}-${after}-${words}`} diff={diff} words={words} />
      ) : (
        <p className="empty">Comparing…</p>
      )}
    </section>
  );
};

export const PromptDiffView = memo(PromptDiffViewImpl);
