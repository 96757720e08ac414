import type { RebateReportReply } from '@common/generated/api';
import styled from '@emotion/styled';
import { RECORD_LOOKBACK_DAYS, RECORD_MAX_SPAN_DAYS } from '@common/recordRange';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoteData } from '../../api/useRemoteData';
import { DateRangePicker, initialRange, useBrandToday } from '../../ui/DateRangePicker';
import type { DateRange, RangeLimits } from '../../ui/dateRange';
import { AsyncView } from '../../ui/LoadState';
import { callApi } from '../../api/callApi';
import { rateText, Table } from './RebateTable';
import { useMoneyText } from './useMoneyText';

/** The periods the server reports (the records' rule: 31 days at most, within the last 90). */
export const REBATE_REPORT_LIMITS: RangeLimits = {
  maxDays: RECORD_MAX_SPAN_DAYS,
  maxDaysBack: RECORD_LOOKBACK_DAYS - 1,
};

const Filters = styled.div`
  padding: ${({ theme }) => theme.spacing.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

/** By category: rate, valid stake, then the rebate split into claimed and unclaimed; the totals at the foot. */
function ReportTable({ report }: { report: RebateReportReply }) {
  const { t } = useTranslation();
  const moneyText = useMoneyText();
  return (
    <Table>
      <caption>{t('promotions.report.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('promotions.rebate.category')}</th>
          <th scope="col">{t('promotions.rebate.validBet')}</th>
          <th scope="col">{t('promotions.report.claimed')}</th>
          <th scope="col">{t('promotions.report.unclaimed')}</th>
        </tr>
      </thead>
      <tbody>
        {report.lines.map((line) => (
          <tr key={line.category}>
            <th scope="row">
              {t(`promotions.betCategory.${line.category}`)}
              <br />
              <small>{rateText(line.rateBps)}</small>
            </th>
            <td>{moneyText(line.validBet)}</td>
            <td>{moneyText(line.claimed)}</td>
            <td>{moneyText(line.unclaimed)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('promotions.rebate.total')}</th>
          <td>{moneyText(report.total.validBet)}</td>
          <td>{moneyText(report.total.claimed)}</td>
          <td>{moneyText(report.total.unclaimed)}</td>
        </tr>
      </tfoot>
    </Table>
  );
}

/**
 * /m/member/rebateReport (PLYRBT, "My rebate"): the rebate the member's settled bets earned over a period of
 * brand-local days (the shared period picker, today by default), by category and rate, claimed and unclaimed.
 */
const RebateReportScreen = observer(function RebateReportScreen() {
  const { t } = useTranslation();
  const moneyText = useMoneyText();
  const today = useBrandToday();
  const [range, setRange] = useState<DateRange>(() => initialRange(today, REBATE_REPORT_LIMITS));
  const report = useRemoteData(
    async () => (await callApi('rebateReport', { query: { startDate: range.from, endDate: range.to } })).value,
    [range.from, range.to],
  );

  const nothing = (r: RebateReportReply) => r.total.validBet === '0.00' && r.total.rebate === '0.00';
  return (
    <>
      <Filters>
        <DateRangePicker value={range} onChange={setRange} limits={REBATE_REPORT_LIMITS} today={today} />
      </Filters>
      <AsyncView state={report} isEmpty={nothing} empty={t('promotions.report.empty')}>
        {(data) => (
          <>
            <Note>{t('promotions.report.total', { amount: moneyText(data.total.rebate) })}</Note>
            <ReportTable report={data} />
          </>
        )}
      </AsyncView>
    </>
  );
});

export default RebateReportScreen;
