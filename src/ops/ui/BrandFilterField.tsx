import { BrandSelect, FilterField } from './FilterBar';

/** A list's brand filter: the labelled brand select for the brands the operator holds `permission` in. */
export function BrandFilterField({
  label,
  permission,
  value,
  onChange,
}: {
  label: string;
  permission: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FilterField label={label}>
      {(id) => <BrandSelect id={id} permission={permission} value={value} onChange={onChange} />}
    </FilterField>
  );
}
