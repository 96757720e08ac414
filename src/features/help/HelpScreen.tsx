import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { callApi } from '../../api/callApi';
import { useLanguageData } from '../../api/useLanguageData';
import { AsyncView } from '../../ui/LoadState';
import { TitleBar } from '../../ui/TitleBar';
import { HelpEntries } from './HelpEntries';
import { helpIndex } from './helpIndex';

/**
 * /m/help and /m/helpDetail?i= (SPEC §2): the route hides the page header, so the screen has its own title and back
 * (the previous page, or home when opened directly). `i` picks the open entry; tapping another replaces `?i=`, so
 * back leaves the help centre instead of walking through the entries.
 */
const HelpScreen = observer(function HelpScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const help = useLanguageData(
    // Phones' entries (SPEC §3: device=MOBILE), in display order.
    async () => (await callApi('helpCentre', { query: { device: 'MOBILE' } })).value,
  );

  const open = (index: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('i', String(index));
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <TitleBar title={t('route.help')} back="history" />
      <AsyncView state={help} empty={t('pages.help.empty')}>
        {(entries) => (
          <HelpEntries
            entries={entries}
            active={helpIndex(params.get('i'), entries.length)}
            onOpen={open}
            label={t('pages.help.entries')}
          />
        )}
      </AsyncView>
    </>
  );
});

export default HelpScreen;
