type Props = {
  value: string;
  /** One message per term that could not be read; shown, never silently dropped. */
  errors: string[];
  onChange: (text: string) => void;
};

export const FilterInput = ({ value, errors, onChange }: Props) => (
  <div className="field field-filter">
    <label>
      <span className="field-label">Filters</span>
      <input
        type="text"
        data-testid="filter-input"
        spellCheck={false}
        autoComplete="off"
        placeholder="cap:file dom:files ent:member rel:work-item.assigned-to.member"
        aria-invalid={errors.length > 0}
        aria-describedby={errors.length > 0 ? 'filter-errors' : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
    {errors.length > 0 && (
      <ul id="filter-errors" className="filter-errors" data-testid="filter-error">
        {errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
    )}
  </div>
);
