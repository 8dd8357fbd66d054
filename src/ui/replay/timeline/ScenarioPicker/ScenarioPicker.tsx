import { type ChangeEvent, useState } from 'react';
import type { LogReading } from '../../../../engine/core';
import { noun } from '../../../shared/format';
import { MAX_CATALOG_BYTES, readLimited } from '../../../shared/limits';
import type { ScenarioEntry } from '../../state/sessionTypes';
import { LogSettings } from './LogSettings';
import './scenarioPicker.css';
import { pickerGroups } from './threadGroups';

type Props = {
  /** The transcript file input's id, so the Timeline's empty state can open it too. */
  fileId: string;
  entries: ScenarioEntry[];
  entry: ScenarioEntry | undefined;
  onPick: (name: string) => void;
  /** A transcript file's text, with how to read it when it is an agent's log. */
  onImport: (fileName: string, text: string, reading: LogReading) => void;
  onWrite: () => void;
  onRemove: (name: string) => void;
};

export const KIND_LABELS: Record<ScenarioEntry['kind'], string> = {
  demo: 'demo',
  edited: 'demo, edited',
  imported: 'imported',
  written: 'written here',
};

/** Saves the transcript as a JSON file, in the format the CLI and the import read. */
const download = (entry: ScenarioEntry) => {
  const text = `${JSON.stringify(entry.transcript, null, 2)}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${entry.name}.json`;
  link.click();
  URL.revokeObjectURL(url);
};

/**
 * The scenario choice: demo scenarios, then the user's transcripts; import, write, export. An
 * import reads toollens' transcript JSON or an agent's log (Anthropic Messages, OpenAI Chat
 * Completions or Responses; JSON or JSON Lines); the log settings beside it force a format and
 * name the log's discovery tools.
 */
export const ScenarioPicker = ({
  fileId,
  entries,
  entry,
  onPick,
  onImport,
  onWrite,
  onRemove,
}: Props) => {
  const [reading, setReading] = useState<LogReading>({});
  /** A file refused before reading (too large): said here, since nothing reached the engine. */
  const [refused, setRefused] = useState<string | undefined>();
  const demos = entries.filter((each) => each.kind === 'demo' || each.kind === 'edited');
  const own = entries.filter((each) => each.kind !== 'demo' && each.kind !== 'edited');

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const read = await readLimited(file, MAX_CATALOG_BYTES);
    if (!read.ok) {
      setRefused(`${file.name}: ${read.message.replace(/^catalog/, 'the transcript')}`);
      return;
    }
    setRefused(undefined);
    onImport(file.name, read.text, reading);
  };

  return (
    <div className="scenario-picker">
      <label className="field">
        <span className="field-label">Scenario</span>
        <select
          data-testid="scenario-select"
          value={entry?.name ?? ''}
          onChange={(event) => onPick(event.target.value)}
        >
          {entry === undefined && (
            <option value="">{entries.length === 0 ? '(no session yet)' : '(not here)'}</option>
          )}
          {/* Offered on the demo catalog only (scenarioEntries). */}
          {demos.length > 0 && (
            <optgroup label="Demo scenarios">
              {demos.map((each) => (
                <option key={each.name} value={each.name}>
                  {each.title}
                  {each.kind === 'edited' ? ' (edited)' : ''}
                </option>
              ))}
            </optgroup>
          )}
          {pickerGroups(own).map((group) =>
            group.kind === 'plain' ? (
              <optgroup key="own" label="Your transcripts">
                {group.entries.map((each) => (
                  <option key={each.name} value={each.name}>
                    {each.title}
                  </option>
                ))}
              </optgroup>
            ) : (
              <optgroup
                key={group.main.name}
                label={`${group.main.title}: main thread and ${group.threads.length} subagent ${noun(group.threads.length, 'thread')}`}
              >
                <option value={group.main.name}>Main thread ({group.main.title})</option>
                {group.threads.map((each) => (
                  <option key={each.name} value={each.name}>
                    {each.title}
                  </option>
                ))}
              </optgroup>
            ),
          )}
        </select>
      </label>
      <div className="scenario-actions">
        <label className="button small" htmlFor={fileId}>
          Import…
        </label>
        <input
          id={fileId}
          type="file"
          accept=".json,.jsonl,.ndjson,application/json,application/jsonl,application/x-ndjson"
          className="visually-hidden"
          data-testid="transcript-file"
          onChange={(event) => void onFile(event)}
        />
        <LogSettings reading={reading} onChange={setReading} />
        <button
          type="button"
          className="button small"
          onClick={onWrite}
          data-testid="write-transcript"
        >
          Write JSON…
        </button>
        {entry && (
          <button type="button" className="button small" onClick={() => download(entry)}>
            Export
          </button>
        )}
        {entry && entry.kind !== 'demo' && (
          <button
            type="button"
            className="button small"
            data-testid="remove-saved"
            onClick={() => onRemove(entry.name)}
          >
            {entry.kind === 'edited'
              ? 'Reset to the demo'
              : own.some((each) => each.thread?.of === entry.name)
                ? 'Delete the session'
                : 'Delete'}
          </button>
        )}
      </div>
      {refused && (
        <p className="import-refused" role="alert" data-testid="transcript-refused">
          {refused}
        </p>
      )}
    </div>
  );
};
