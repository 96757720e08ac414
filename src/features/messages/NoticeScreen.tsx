import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { callApi } from '../../api/callApi';
import { useRemoteData } from '../../api/useRemoteData';
import { useStores } from '../../stores/StoresContext';
import { AsyncView } from '../../ui/LoadState';
import { NoticeItem } from './NoticeItem';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/**
 * Notices: player notices (PL) at /m/notice, agent notices (A) at /m/member/notice?types=A. The server sends type A
 * to agents only, so anyone else there sees the empty note.
 */
export const NoticeScreen = observer(function NoticeScreen() {
  const { ui } = useStores();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const type = params.get('types') === 'A' ? 'A' : 'PL';
  const notices = useRemoteData(
    // Agent notices (A) go to agents only: another member gets an empty list.
    async () => (await callApi('announcements', { query: { types: type, groupName: 'm_home' } })).value.notices,
    [type, ui.language],
    { delayMs: 200 },
  );
  const [openId, setOpenId] = useState<number>();
  return (
    <AsyncView state={notices} empty={t('messages.noNotices')}>
      {(list) => (
        <List>
          {list.map((notice) => (
            <NoticeItem
              key={notice.id}
              notice={notice}
              open={openId === notice.id}
              onToggle={() => setOpenId(openId === notice.id ? undefined : notice.id)}
            />
          ))}
        </List>
      )}
    </AsyncView>
  );
});

export default NoticeScreen;
