import styled from '@emotion/styled';
import type { RecordBet, RecordBetsQuery, RecordBetTotals } from '@common/generated/api';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/callApi';
import { RECORD_PAGE_SIZE } from './reportLimits';

import { useVendorConfig, vendorsOf } from '../../api/useVendorConfig';
import { useStores } from '../../stores/StoresContext';
import { useBrandTime } from '../../stores/useBrandTime';
import { SelectField } from '../../ui/form/SelectField';
import { BetDetailDialog } from './BetDetailDialog';
import { categoryLabel, gameName } from './betText';
import { EndlessList } from './EndlessList';
import { RecordRow, RecordsPage, Signed } from './recordsLayout';
import { reportRefusal } from './reportRefusal';
import { ReportFilters } from './ReportFilters';
import { ReportTotals } from './ReportTotals';
import { useRecordMoney } from './useRecordMoney';
import { useReportStore } from './useReportStore';

type Filters = Pick<RecordBetsQuery, 'category' | 'vendor' | 'status'>;

const STATUSES = ['settled', 'pending', 'void'] as const;

/** A row that opens the bet's detail sheet: the whole row is the button, its text is its name. */
const RowButton = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: none;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
`;

/** One bet: game, vendor and category, stake and profit/loss, result and time. */
function BetRow({ bet, onOpen }: { bet: RecordBet; onOpen: (bet: RecordBet) => void }) {
  const { t } = useTranslation();
  const { ui } = useStores();
  const { money, signed, cents } = useRecordMoney();
  const { formatDate } = useBrandTime();
  return (
    <RowButton type="button" aria-haspopup="dialog" onClick={() => onOpen(bet)}>
      <RecordRow as="span">
        <strong>{gameName(bet, ui.language)}</strong>
        <Signed className="end" sign={bet.status === 'settled' ? Math.sign(cents(bet.net)) : 0}>
          {bet.status === 'settled' ? signed(bet.net) : t(`records.bets.statuses.${bet.status}`)}
        </Signed>
        <small>
          {bet.vendorName ?? bet.vendor} · {categoryLabel(t, bet.category)} · {formatDate(bet.placedAt, 'MM/DD HH:mm')}
        </small>
        <small className="end">
          {t('records.bets.stake')} {money(bet.stake)}
        </small>
      </RecordRow>
    </RowButton>
  );
}

/**
 * The betting record (/m/gameRecord, TRANSBETREPMEM3): bets of a period by category, vendor and result, with the
 * period's totals; a tap on a bet opens its detail sheet.
 */
export const GameRecordScreen = observer(function GameRecordScreen() {
  const { t } = useTranslation();
  const { money, signed, cents } = useRecordMoney();
  const vendorConfig = useVendorConfig();
  const [open, setOpen] = useState<RecordBet>();
  const { store, today } = useReportStore<RecordBet, Filters, RecordBetTotals>(
    async (query) => (await callApi('recordBets', { query: { size: RECORD_PAGE_SIZE, ...query } })).value,
    {},
    (bet) => bet.betNo,
  );
  const { filters, totals } = store;
  const vendors = vendorsOf(vendorConfig, undefined);
  const categories = [...new Set(vendors.map((v) => v.gameType))];
  const all = { value: '', label: t('records.all') };
  return (
    <RecordsPage>
      <ReportFilters range={store.range} onRange={(range) => store.setRange(range)} today={today}>
        <SelectField
          name="category"
          label={t('records.bets.category')}
          value={filters.category ?? ''}
          options={[all, ...categories.map((c) => ({ value: c, label: categoryLabel(t, c) }))]}
          // A vendor of another category would leave nothing to show: the vendor choice goes with the category.
          onChange={(category) => store.setFilters({ ...filters, category: category || undefined, vendor: undefined })}
        />
        <SelectField
          name="vendor"
          label={t('records.bets.vendor')}
          value={filters.vendor ?? ''}
          options={[
            all,
            ...vendorsOf(vendorConfig, filters.category).map((v) => ({ value: v.vassalage, label: v.vendorName })),
          ]}
          onChange={(vendor) => store.setFilters({ ...filters, vendor: vendor || undefined })}
        />
        <SelectField
          name="status"
          label={t('records.bets.status')}
          value={filters.status ?? ''}
          options={[all, ...STATUSES.map((s) => ({ value: s, label: t(`records.bets.statuses.${s}`) }))]}
          onChange={(status) => store.setFilters({ ...filters, status: (status || undefined) as Filters['status'] })}
        />
      </ReportFilters>
      <ReportTotals
        items={
          totals && [
            { label: t('records.count'), value: totals.count },
            { label: t('records.bets.stake'), value: money(totals.stake) },
            { label: t('records.bets.validStake'), value: money(totals.validStake) },
            { label: t('records.bets.win'), value: money(totals.win) },
            {
              label: t('records.bets.net'),
              value: <Signed sign={Math.sign(cents(totals.net))}>{signed(totals.net)}</Signed>,
            },
          ]
        }
      />
      <EndlessList
        list={store.list}
        label={t('records.bets.list')}
        empty={t('records.bets.empty')}
        itemKey={(bet) => bet.betNo}
        refusal={reportRefusal(t, store.error)}
      >
        {(bet) => <BetRow bet={bet} onOpen={setOpen} />}
      </EndlessList>
      <BetDetailDialog bet={open} onClose={() => setOpen(undefined)} />
    </RecordsPage>
  );
});

export default GameRecordScreen;
