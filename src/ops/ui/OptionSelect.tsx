import { FilterField } from './FilterBar';

/** A labelled filter select over fixed options, with a first "any" option meaning no filter (''). */
export function OptionSelect<O extends string>({
  label,
  anyLabel,
  options,
  optionLabel,
  value,
  onChange,
}: {
  label: string;
  anyLabel: string;
  options: readonly O[];
  optionLabel: (option: O) => string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FilterField label={label}>
      {(id) => (
        <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{anyLabel}</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {optionLabel(o)}
            </option>
          ))}
        </select>
      )}
    </FilterField>
  );
}
