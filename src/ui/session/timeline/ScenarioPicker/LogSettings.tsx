import {
  DEFAULT_DISCOVERY_TOOLS,
  isLogFormat,
  LOG_FORMAT_LABELS,
  LOG_FORMATS,
  type LogReading,
} from '../../../../engine/core';

type Props = {
  reading: LogReading;
  onChange: (reading: LogReading) => void;
};

/** Whether any setting differs from its default: the summary then says so. */
const isChanged = (reading: LogReading) =>
  (reading.format ?? 'auto') !== 'auto' ||
  (reading.searchTool ?? '').trim() !== '' ||
  (reading.activateTool ?? '').trim() !== '';

/**
 * How the next imported log is read: its format (detected unless chosen) and the names of the
 * two discovery tools whose calls become searches and activations. Applies to the next import.
 */
export const LogSettings = ({ reading, onChange }: Props) => {
  const changed = isChanged(reading);
  return (
    <details className="log-settings" data-testid="log-settings">
      <summary className="button small" title="How an agent's log is read on import">
        Log settings{changed ? ' •' : ''}
      </summary>
      <div className="log-settings-body">
        <p className="muted">
          Import reads a toollens transcript or an agent's log: Anthropic Messages, OpenAI Chat
          Completions or OpenAI Responses, as JSON or JSON Lines.
        </p>
        <label className="field">
          <span className="field-label">Format</span>
          <select
            data-testid="log-format"
            value={reading.format ?? 'auto'}
            onChange={(event) => {
              const value = event.target.value;
              onChange({ ...reading, format: isLogFormat(value) ? value : 'auto' });
            }}
          >
            <option value="auto">Detect automatically</option>
            {LOG_FORMATS.map((format) => (
              <option key={format} value={format}>
                {LOG_FORMAT_LABELS[format]}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field-label">Search tool</span>
          <input
            type="text"
            data-testid="log-search-tool"
            spellCheck={false}
            autoComplete="off"
            placeholder={DEFAULT_DISCOVERY_TOOLS.search}
            value={reading.searchTool ?? ''}
            onChange={(event) => onChange({ ...reading, searchTool: event.target.value })}
          />
        </label>
        <label className="field">
          <span className="field-label">Activate tool</span>
          <input
            type="text"
            data-testid="log-activate-tool"
            spellCheck={false}
            autoComplete="off"
            placeholder={DEFAULT_DISCOVERY_TOOLS.activate}
            value={reading.activateTool ?? ''}
            onChange={(event) => onChange({ ...reading, activateTool: event.target.value })}
          />
        </label>
        <p className="muted">
          Calls of these two become searches and activations; a call of any other tool is a direct
          call, kept even when the catalog lacks the tool.
        </p>
      </div>
    </details>
  );
};
