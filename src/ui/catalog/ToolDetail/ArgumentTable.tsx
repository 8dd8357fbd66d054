import type { JsonSchema } from '../../../engine/core';
import { ServerText } from '../../shared/text/ServerText';
import { argumentRows } from './argumentRows';

/**
 * A tool's arguments as a reader scans them: one row each, nested ones indented under their
 * parent and named by their place (`options.encoding`, `files[].path`). On a phone each row
 * becomes a card with its column names (catalog.css), so nothing scrolls sideways.
 */
export const ArgumentTable = ({ parameters }: { parameters: JsonSchema }) => {
  const rows = argumentRows(parameters);
  if (rows.length === 0) return <p className="empty">This tool takes no arguments.</p>;
  return (
    <table className="argument-table" data-testid="argument-table">
      <thead>
        <tr>
          <th scope="col">Argument</th>
          <th scope="col">Type</th>
          <th scope="col">Required</th>
          <th scope="col">Description</th>
          <th scope="col">Values</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.pointer} data-testid="argument-row" data-argument={row.label}>
            <th
              scope="row"
              className="mono argument-name"
              style={{ paddingLeft: `${6 + row.depth * 10}px` }}
            >
              {/* A nested argument's place, muted, before its own name: `shapes[].` kind. */}
              <span className="muted">
                <ServerText text={row.label.slice(0, row.label.length - row.name.length)} />
              </span>
              <ServerText text={row.name} />
            </th>
            <td className="mono" data-label="Type">
              <ServerText text={row.type} />
            </td>
            <td data-label="Required">{row.required ? 'yes' : 'no'}</td>
            <td data-label="Description">
              {row.description ? (
                <ServerText text={row.description} isolate={false} />
              ) : (
                <span className="muted">none</span>
              )}
            </td>
            <td className="mono" data-label="Values">
              <ServerText text={row.values} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};
