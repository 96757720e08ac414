import { useTheme } from '@emotion/react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsAnnouncement, OpsAnnouncementCreateBody } from '@common/generated/api';
import { opsCall } from '../api';
import { opsErrorText } from '../errorText';
import { Dialog } from '../ui/Dialog';
import { Field } from '../ui/Field';
import { BrandSelect } from '../ui/FilterBar';

const TYPES = ['PL', 'A', 'PU', 'B'] as const;
const AUDIENCES = ['all', 'members', 'vip'] as const;
const MANILA_MS = 8 * 3600_000;

/** Epoch ms as a datetime-local value in Manila time (UTC+8, no daylight saving), and back. */
const toLocal = (ms: number) => new Date(ms + MANILA_MS).toISOString().slice(0, 16);
const fromLocal = (value: string) => {
  const ms = Date.parse(`${value}:00+08:00`);
  return Number.isFinite(ms) ? ms : undefined;
};

interface Draft {
  brandId: string;
  type: OpsAnnouncementCreateBody['type'];
  titleEn: string;
  titleTy: string;
  contentEn: string;
  contentTy: string;
  start: string;
  end: string;
  audience: (typeof AUDIENCES)[number];
  vipMin: string;
  vipMax: string;
  imageUrl: string;
  link: string;
}

const draftOf = (a: OpsAnnouncement | undefined, now: number): Draft => ({
  brandId: a?.brandId ?? '',
  type: a?.type ?? 'PL',
  titleEn: a?.titleEn ?? '',
  titleTy: a?.titleTy ?? '',
  contentEn: a?.contentEn ?? '',
  contentTy: a?.contentTy ?? '',
  start: toLocal(a?.startDate ?? now),
  end: a?.endDate ? toLocal(a.endDate) : '',
  audience: a?.audience ?? 'all',
  vipMin: a?.vipMin?.toString() ?? '',
  vipMax: a?.vipMax?.toString() ?? '',
  imageUrl: a?.imageUrl ?? '',
  link: a?.link ?? '',
});

/** A labelled control that is not a single-line text field (select, textarea). */
function Control({ label, hint, children }: { label: string; hint?: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div css={{ display: 'grid', gap: 4 }}>
      <label htmlFor={id} css={{ fontWeight: 700 }}>
        {label}
      </label>
      {children(id)}
      {hint && <span css={{ fontSize: '0.85em' }}>{hint}</span>}
    </div>
  );
}

/**
 * Creating or editing a notice or banner: texts in English and Filipino, the live window (Manila time), the audience
 * and, for a banner, its image and link. The server sanitises the HTML and checks the rules again.
 */
export function NoticeForm({
  notice,
  now,
  onDone,
  onClose,
}: {
  notice?: OpsAnnouncement;
  now: number;
  onDone: (saved: OpsAnnouncement) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('notices');
  const theme = useTheme();
  const [draft, setDraft] = useState(() => draftOf(notice, now));
  const [problem, setProblem] = useState<{ field: keyof Draft; text: string }>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const set = (field: keyof Draft) => (event: { target: { value: string } }) => {
    setDraft((d) => ({ ...d, [field]: event.target.value }));
    setProblem(undefined);
  };
  const errorOf = (field: keyof Draft) => (problem?.field === field ? problem.text : undefined);

  function body(): OpsAnnouncementCreateBody | undefined {
    for (const field of ['brandId', 'titleEn', 'titleTy', 'start'] as const)
      if (!draft[field].trim()) return void setProblem({ field, text: t('form.required') });
    const startDate = fromLocal(draft.start)!;
    const endDate = draft.end ? fromLocal(draft.end) : null;
    if (endDate !== null && endDate !== undefined && endDate <= startDate)
      return void setProblem({ field: 'end', text: t('form.endBeforeStart') });
    const vipMin = Number.parseInt(draft.vipMin, 10);
    const vipMax = Number.parseInt(draft.vipMax, 10);
    if (draft.audience === 'vip' && !(vipMin >= 0 && vipMax >= vipMin))
      return void setProblem({ field: 'vipMax', text: t('form.vipRange') });
    return {
      brandId: draft.brandId,
      type: draft.type,
      titleEn: draft.titleEn.trim(),
      titleTy: draft.titleTy.trim(),
      contentEn: draft.contentEn,
      contentTy: draft.contentTy,
      startDate,
      endDate: endDate ?? null,
      sort: notice?.sort ?? 0,
      audience: draft.audience,
      ...(draft.audience === 'vip' ? { vipMin, vipMax } : {}),
      ...(draft.type === 'B' && draft.imageUrl.trim() ? { imageUrl: draft.imageUrl.trim() } : {}),
      ...(draft.type === 'B' && draft.link.trim() ? { link: draft.link.trim() } : {}),
    };
  }

  async function save() {
    setError(undefined);
    const input = body();
    if (!input) return;
    setBusy(true);
    try {
      onDone(
        notice
          ? await opsCall('opsAnnouncementUpdate', { params: { id: notice.id }, body: input })
          : await opsCall('opsAnnouncementCreate', { body: input }),
      );
    } catch (failure) {
      setError(opsErrorText(t, failure));
      setBusy(false);
    }
  }

  const area = { font: 'inherit', padding: theme.spacing.sm, minHeight: 80 };
  return (
    <Dialog
      title={notice ? t('form.editTitle', { id: notice.id }) : t('form.createTitle')}
      confirmLabel={notice ? t('form.save') : t('form.publish')}
      busy={busy}
      error={error}
      onConfirm={() => void save()}
      onClose={onClose}
    >
      <div css={{ display: 'grid', gap: theme.spacing.md, maxHeight: '60vh', overflowY: 'auto' }}>
        {!notice && (
          <Control label={t('form.brand')}>
            {(id) => (
              <BrandSelect
                id={id}
                permission="content.manage"
                value={draft.brandId}
                onChange={(v) => set('brandId')({ target: { value: v } })}
              />
            )}
          </Control>
        )}
        {errorOf('brandId') && <span role="alert">{errorOf('brandId')}</span>}
        <Control label={t('form.type')}>
          {(id) => (
            <select id={id} value={draft.type} onChange={set('type')}>
              {TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`type.${type}`)}
                </option>
              ))}
            </select>
          )}
        </Control>
        <Field
          label={t('form.titleEn')}
          value={draft.titleEn}
          onChange={set('titleEn')}
          error={errorOf('titleEn')}
          maxLength={200}
          required
        />
        <Field
          label={t('form.titleTy')}
          value={draft.titleTy}
          onChange={set('titleTy')}
          error={errorOf('titleTy')}
          maxLength={200}
          required
        />
        <Control label={t('form.contentEn')} hint={t('form.contentHint')}>
          {(id) => (
            <textarea id={id} css={area} value={draft.contentEn} onChange={set('contentEn')} maxLength={20000} />
          )}
        </Control>
        <Control label={t('form.contentTy')}>
          {(id) => (
            <textarea id={id} css={area} value={draft.contentTy} onChange={set('contentTy')} maxLength={20000} />
          )}
        </Control>
        <Field
          label={t('form.start')}
          type="datetime-local"
          value={draft.start}
          onChange={set('start')}
          error={errorOf('start')}
          required
        />
        <Field
          label={t('form.end')}
          hint={t('form.endHint')}
          type="datetime-local"
          value={draft.end}
          onChange={set('end')}
          error={errorOf('end')}
        />
        <Control label={t('form.audience')}>
          {(id) => (
            <select id={id} value={draft.audience} onChange={set('audience')}>
              {AUDIENCES.map((a) => (
                <option key={a} value={a}>
                  {t(`audience.${a}`, { min: '…', max: '…' })}
                </option>
              ))}
            </select>
          )}
        </Control>
        {draft.audience === 'vip' && (
          <>
            <Field label={t('form.vipMin')} type="number" min={0} value={draft.vipMin} onChange={set('vipMin')} />
            <Field
              label={t('form.vipMax')}
              type="number"
              min={0}
              value={draft.vipMax}
              onChange={set('vipMax')}
              error={errorOf('vipMax')}
            />
          </>
        )}
        {draft.type === 'B' && (
          <>
            <Field
              label={t('form.imageUrl')}
              type="url"
              value={draft.imageUrl}
              onChange={set('imageUrl')}
              maxLength={500}
            />
            <Field label={t('form.link')} value={draft.link} onChange={set('link')} maxLength={500} />
          </>
        )}
      </div>
    </Dialog>
  );
}
