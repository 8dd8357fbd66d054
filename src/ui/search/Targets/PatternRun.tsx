import {
  type AgentTargetId,
  type QueryReading,
  readingText,
  TARGET_INFO,
} from '../../../engine/core';

/** The pattern a target that reads one ran, as a title: the query as typed or its words. */
export const patternRunTitle = (target: AgentTargetId, asked: QueryReading): string =>
  `${TARGET_INFO[target].label} ran ${asked.pattern || '(empty)'}: ${readingText(asked)}`;

/** The same, in a sentence, with the pattern set in code. */
export const PatternRun = ({ target, asked }: { target: AgentTargetId; asked: QueryReading }) => (
  <>
    {TARGET_INFO[target].label} ran{' '}
    <span className="mono pattern-run">{asked.pattern || '(empty)'}</span>: {readingText(asked)}.
  </>
);
