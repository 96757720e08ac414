import { useTheme } from '@emotion/react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpsAccess } from '../me';
import { Button } from './Button';

/**
 * A list's filters as a form: fields are edited freely and applied together (one reload, one URL change) with the
 * Apply button or Enter. `draft` is the fields' state, seeded from the URL's values.
 */
export function FilterBar<K extends string>({
  label,
  values,
  onApply,
  children,
}: {
  label: string;
  values: Record<K, string>;
  onApply: (values: Record<K, string>) => void;
  children: (draft: Record<K, string>, set: (name: K, value: string) => void) => ReactNode;
}) {
  const { t } = useTranslation('shell');
  const theme = useTheme();
  const [draft, setDraft] = useState(values);
  const [seen, setSeen] = useState(values);
  // The URL changed from outside (back button, a link): show its filters.
  if (seen !== values) {
    setSeen(values);
    setDraft(values);
  }
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: theme.spacing.lg,
        alignItems: 'end',
        marginBottom: theme.spacing.lg,
        'label > span': { display: 'block', fontWeight: theme.font.weightBold, marginBottom: theme.spacing.xs },
        'input, select': { font: 'inherit', padding: theme.spacing.xs },
      }}
    >
      {children(draft, (name, value) => setDraft((d) => ({ ...d, [name]: value })))}
      <Button type="submit" tone="primary">
        {t('filters.apply')}
      </Button>
    </form>
  );
}

/** A labelled control of the filter bar. */
export function FilterField({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} css={{ display: 'block', fontWeight: 700, marginBottom: 4 }}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** The brand filter: the operator's brands for the permission, or any brand id when it covers every brand. */
export function BrandSelect({
  id,
  permission,
  value,
  onChange,
}: {
  id: string;
  permission: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('shell');
  const brands = useOpsAccess().brandsFor(permission);
  if (brands === 'all')
    return (
      <input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value.trim())}
        placeholder={t('filters.allBrands')}
        pattern="[a-z0-9-]{1,40}"
        size={16}
      />
    );
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{t('filters.allBrands')}</option>
      {brands.map((brand) => (
        <option key={brand} value={brand}>
          {brand}
        </option>
      ))}
    </select>
  );
}
