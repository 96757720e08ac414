import type { RpHistoryEntry } from '@common/generated/api';
import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../stores/PagedList';
import { SecondaryButton } from '../../ui/Button';
import { EmptyNote, LoadFailed, Loading } from '../../ui/LoadState';
import { callApi } from '../../api/callApi';
import { useRpFormat } from './useRpFormat';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.spacing.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** One record in words: what changed, to what, and when it took effect or ends. */
function useEntryText() {
  const { t } = useTranslation();
  const { money, when } = useRpFormat();
  return (entry: RpHistoryEntry) => {
    const value =
      entry.amount !== undefined ? money(entry.amount) : entry.minutes !== undefined ? String(entry.minutes) : '';
    return t(`rp.history.action.${entry.action.replace(/\./g, '_')}`, {
      name: entry.key ? t(`rp.limitName.${entry.key.replace('.', '_')}`) : '',
      value,
      minutes: entry.minutes,
      length: entry.duration ? t(`rp.duration.${entry.duration}`) : '',
      until: entry.until !== undefined ? when(entry.until) : '',
    });
  };
}

/**
 * The member's responsible-play history: append-only records, newest first, with their time and source; `version`
 * changes after every save so a new record shows at once.
 */
export const HistorySection = observer(function HistorySection({ version }: { version: number }) {
  const { t } = useTranslation();
  const { when } = useRpFormat();
  const text = useEntryText();
  const [list] = useState(
    () =>
      new PagedList<RpHistoryEntry>(
        async (pageNo) => {
          const reply = (await callApi('rpHistory', { query: { pageNo, pageSize: 20 } })).value;

          return { items: reply.list, totalPages: reply.totalPages };
        },
        { keyOf: (entry) => entry.id },
      ),
  );
  useEffect(() => list.restart(), [list, version]);

  return (
    <>
      {list.empty && <EmptyNote>{t('rp.history.empty')}</EmptyNote>}
      {list.items.length > 0 && (
        <List aria-label={t('rp.history.heading')}>
          {list.items.map((entry) => (
            <li key={entry.id}>
              {text(entry)}
              <small>
                {when(entry.at)} · {t(`rp.history.source.${entry.source}`)}
              </small>
            </li>
          ))}
        </List>
      )}
      {list.loading && <Loading />}
      {list.failed && <LoadFailed onRetry={() => list.retry()} />}
      {list.hasMore && !list.loading && list.pageNum > 0 && (
        <SecondaryButton type="button" onClick={() => void list.loadMore()}>
          {t('rp.history.more')}
        </SecondaryButton>
      )}
    </>
  );
});
