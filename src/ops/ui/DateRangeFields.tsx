import { FilterField } from './FilterBar';

/** A list's "from" and "to" day filters (the screen turns them into instants with dayBounds). */
export function DateRangeFields({
  fromLabel,
  toLabel,
  from,
  to,
  onChange,
}: {
  fromLabel: string;
  toLabel: string;
  from: string;
  to: string;
  onChange: (name: 'from' | 'to', value: string) => void;
}) {
  return (
    <>
      <FilterField label={fromLabel}>
        {(id) => <input id={id} type="date" value={from} onChange={(e) => onChange('from', e.target.value)} />}
      </FilterField>
      <FilterField label={toLabel}>
        {(id) => <input id={id} type="date" value={to} onChange={(e) => onChange('to', e.target.value)} />}
      </FilterField>
    </>
  );
}
