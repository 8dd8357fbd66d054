import { useState } from 'react';
import { TEXT_FIELDS } from '../../../engine/core';
import type { CompareConfig } from '../../../worker/boundary';
import { RANKER_CHOICES } from '../../shared/rankers';
import {
  defaultWeight,
  EXCERPT_DEFAULTS,
  parseChars,
  parseWeight,
  withExcerpt,
  withRanker,
  withWeight,
} from './compareConfig';
import { SettingInput } from './SettingInput';

const PAGE_SETTINGS = [
  {
    key: 'cap',
    label: 'excerpt cap',
    title: "The most characters one entry's excerpt may have",
    testId: 'cap',
  },
  {
    key: 'pageBudget',
    label: 'page budget',
    title: 'Description characters for the whole page, shared by its entries',
    testId: 'budget',
  },
] as const;

type Props = {
  side: 'A' | 'B';
  config: CompareConfig;
  /** Applies a change to the side's current configuration (see updateCompareConfig). */
  onChange: (update: (config: CompareConfig) => CompareConfig) => void;
};

/**
 * One side of a comparison: its ranker, the field weights it ranks with, and the excerpt cap
 * and page budget its search_tools pages use. Empty settings are the defaults, shown greyed.
 */
export const CompareConfigEditor = ({ side, config, onChange }: Props) => {
  const key = side.toLowerCase();
  // Bumped by a reset: the inputs start afresh, dropping text that was typed but never applied.
  const [generation, setGeneration] = useState(0);
  // withWeight and withExcerpt drop emptied groups, so any group present is a change.
  const changed = config.weights !== undefined || config.excerpt !== undefined;
  return (
    <fieldset className="compare-config" data-testid={`compare-config-${key}`}>
      <legend>
        <strong>{side}</strong>{' '}
        <span className="muted">{side === 'A' ? 'baseline' : 'the change'}</span>
      </legend>
      <div className="compare-config-row">
        <label className="inline-field">
          <span className="field-label">ranker</span>
          <select
            data-testid={`compare-${key}`}
            value={config.ranker}
            onChange={(event) =>
              onChange((current) =>
                withRanker(current, event.target.value as CompareConfig['ranker']),
              )
            }
          >
            {RANKER_CHOICES.map((option) => (
              <option key={option.ranker} value={option.ranker} title={option.title}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        {changed && (
          <button
            type="button"
            className="link"
            onClick={() => {
              onChange((current) => ({ ranker: current.ranker }));
              setGeneration((n) => n + 1);
            }}
            data-testid={`compare-reset-${key}`}
          >
            Reset to defaults
          </button>
        )}
      </div>
      <fieldset className="compare-config-row">
        <legend className="field-label">field weights</legend>
        {TEXT_FIELDS.map((field) => {
          const fallback = defaultWeight(config.ranker, field);
          return (
            <SettingInput
              key={`${field}-${generation}`}
              label={`${field} ×`}
              value={config.weights?.[field]}
              placeholder={fallback === undefined ? '—' : String(fallback)}
              parse={parseWeight}
              disabled={fallback === undefined}
              title={
                fallback === undefined
                  ? 'Only the toollens ranker reads the arguments'
                  : `Weight of the ${field} field (default ${fallback}; 0 leaves it out)`
              }
              testId={`compare-${key}-weight-${field}`}
              onCommit={(value) => onChange((current) => withWeight(current, field, value))}
            />
          );
        })}
      </fieldset>
      <fieldset className="compare-config-row">
        <legend className="field-label">search_tools page</legend>
        {PAGE_SETTINGS.map((setting) => (
          <SettingInput
            key={`${setting.key}-${generation}`}
            label={setting.label}
            value={config.excerpt?.[setting.key]}
            placeholder={String(EXCERPT_DEFAULTS[setting.key])}
            parse={parseChars}
            title={setting.title}
            testId={`compare-${key}-${setting.testId}`}
            onCommit={(value) => onChange((current) => withExcerpt(current, setting.key, value))}
          />
        ))}
      </fieldset>
    </fieldset>
  );
};
