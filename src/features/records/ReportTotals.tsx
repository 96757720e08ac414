import { Fragment, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Facts, Panel } from './recordsLayout';

export interface TotalItem {
  label: string;
  value: ReactNode;
}

/** The period's totals (over every row, not only those loaded), shown once the first page has answered. */
export function ReportTotals({ items }: { items: readonly TotalItem[] | undefined }) {
  const { t } = useTranslation();
  const id = useId();
  if (!items) return null;
  return (
    <Panel aria-labelledby={id}>
      <h2 id={id}>{t('records.totals')}</h2>
      <Facts>
        {items.map((item) => (
          <Fragment key={item.label}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </Fragment>
        ))}
      </Facts>
    </Panel>
  );
}
