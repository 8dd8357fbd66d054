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

type ToolNameProps = {
  label: string;
  testId: string;
  /** The default name, shown while the field is empty. */
  placeholder: string;
  value: string | undefined;
  onChange: (value: string) => void;
};

/** One discovery tool's name: empty means the default, which the placeholder shows. */
const ToolNameField = ({ label, testId, placeholder, value, onChange }: ToolNameProps) => (
  <label className="field">
    <span className="field-label">{label}</span>
    <input
      type="text"
      data-testid={testId}
      spellCheck={false}
      autoComplete="off"
      placeholder={placeholder}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
    />
  </label>
);

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
        <ToolNameField
          label="Search tool"
          testId="log-search-tool"
          placeholder={DEFAULT_DISCOVERY_TOOLS.search}
          value={reading.searchTool}
          onChange={(searchTool) => onChange({ ...reading, searchTool })}
        />
        <ToolNameField
          label="Activate tool"
          testId="log-activate-tool"
          placeholder={DEFAULT_DISCOVERY_TOOLS.activate}
          value={reading.activateTool}
          onChange={(activateTool) => onChange({ ...reading, activateTool })}
        />
        <p className="muted">
          Calls of these two become searches and activations; a call of any other tool is a direct
          call, kept even when the catalog lacks the tool.
        </p>
      </div>
    </details>
  );
};
