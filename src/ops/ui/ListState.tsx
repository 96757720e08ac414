import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { opsErrorText } from '../errorText';
import { Button } from './Button';

/**
 * The states around a server-paged list: loading (first load), error with retry, empty, or the list itself. A reload
 * keeps the rows on screen (useRemoteData keeps the last data) and says it is loading in the status line.
 */
export function ListState({
  loading,
  failed,
  error,
  empty,
  emptyText,
  retry,
  children,
}: {
  loading: boolean;
  failed: boolean;
  error: unknown;
  empty: boolean | undefined;
  emptyText: string;
  retry: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('shell');
  if (failed)
    return (
      <div role="alert">
        <p>{opsErrorText(t, error)}</p>
        <Button onClick={retry}>{t('retry')}</Button>
      </div>
    );
  if (empty === undefined) return <p role="status">{t('loading')}</p>;
  return (
    <>
      <p role="status" className={loading ? undefined : 'visually-hidden'}>
        {loading ? t('loading') : ''}
      </p>
      {empty ? <p>{emptyText}</p> : children}
    </>
  );
}
