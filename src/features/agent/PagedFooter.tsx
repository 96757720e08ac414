import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagedList } from '../../stores/PagedList';
import { SecondaryButton } from '../../ui/Button';
import { EmptyNote, LoadFailed, Loading } from '../../ui/LoadState';

const More = styled.div`
  display: grid;
  padding: ${({ theme }) => theme.spacing.md};
`;

/** Endless scrolling starts the next page this far before the end (SPEC §9: 500 px). */
const NEAR_END = '500px';

type PagedState = Pick<
  PagedList<unknown>,
  'hasMore' | 'loading' | 'failed' | 'empty' | 'pageNum' | 'loadMore' | 'retry'
>;

/**
 * Under a paged list: the failed state with Retry, the loading status, the empty note, or — while pages remain — a
 * "Load more" button that also loads by itself when it comes within 500 px of the screen (endless paging).
 */
export const PagedFooter = observer(function PagedFooter({ list, empty }: { list: PagedState; empty: string }) {
  const { t } = useTranslation();
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);
  const more = !list.failed && !list.loading && list.hasMore && list.pageNum > 0;

  useEffect(() => {
    if (!sentinel || !more || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void list.loadMore();
      },
      { rootMargin: NEAR_END },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, more, list]);

  if (list.failed) return <LoadFailed onRetry={() => list.retry()} />;
  if (list.loading) return <Loading />;
  if (list.empty) return <EmptyNote>{empty}</EmptyNote>;
  if (!more) return null;
  return (
    <More ref={setSentinel}>
      <SecondaryButton type="button" onClick={() => void list.loadMore()}>
        {t('agent.loadMore')}
      </SecondaryButton>
    </More>
  );
});
