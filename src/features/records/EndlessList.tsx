import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagedList, PageReply } from '../../stores/PagedList';
import { SecondaryButton } from '../../ui/Button';
import { EmptyNote, LoadFailed, Loading } from '../../ui/LoadState';
import { Notice } from './recordsLayout';

/** Start loading the next page this far before the list's end comes into view (SPEC §9: 500 px). */
export const NEAR_END_PX = 500;

const Rows = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const More = styled.div`
  display: grid;
  padding: ${({ theme }) => theme.spacing.md};
`;

/**
 * A report's rows, paged endlessly: the next page loads when the end comes within 500 px of the viewport (an
 * IntersectionObserver, set up in an effect so server rendering never touches the DOM). A "Load more" button stays
 * for keyboards and browsers without the observer; a failed page shows the alert and Retry under the rows already
 * shown.
 */
export const EndlessList = observer(function EndlessList<T, R extends PageReply<T>>({
  list,
  label,
  empty,
  itemKey,
  refusal,
  children,
}: {
  list: PagedList<T, R>;
  /** The list's accessible name. */
  label: string;
  /** The note when the period has no rows. */
  empty: string;
  itemKey: (item: T) => string | number;
  /** A failure Retry cannot fix, in words (reportRefusal): shown instead of "Loading failed" and Retry. */
  refusal?: string;
  /** One row, rendered inside its `<li>`. */
  children: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  const canLoad = list.hasMore && list.pageNum > 0 && !list.loading;

  useEffect(() => {
    const sentinel = end.current;
    if (!sentinel || !canLoad || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void list.loadMore();
      },
      { rootMargin: `0px 0px ${NEAR_END_PX}px 0px` },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [list, canLoad]);

  return (
    <>
      {list.items.length > 0 && (
        <Rows aria-label={label}>
          {list.items.map((item) => (
            <li key={itemKey(item)}>{children(item)}</li>
          ))}
        </Rows>
      )}
      <div ref={end} />
      {list.failed && refusal ? (
        <Notice role="alert">{refusal}</Notice>
      ) : list.failed ? (
        <LoadFailed onRetry={() => list.retry()} />
      ) : list.loading || list.pageNum === 0 ? (
        <Loading />
      ) : list.empty ? (
        <EmptyNote>{empty}</EmptyNote>
      ) : (
        canLoad && (
          <More>
            <SecondaryButton type="button" onClick={() => void list.loadMore()}>
              {t('records.loadMore')}
            </SecondaryButton>
          </More>
        )
      )}
    </>
  );
});
