import { useTheme } from '@emotion/react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsMessageSendBody } from '@common/generated/api';
import { opsCall } from '../api';
import { opsErrorText } from '../errorText';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { Field } from '../ui/Field';
import { BrandSelect } from '../ui/FilterBar';

type To = 'member' | 'all' | 'vip';
const EMPTY = {
  brand: '',
  username: '',
  vipMin: '',
  vipMax: '',
  titleEn: '',
  titleTy: '',
  contentEn: '',
  contentTy: '',
};
type Draft = typeof EMPTY;

function Labelled({ label, hint, children }: { label: string; hint?: string; children: (id: string) => ReactNode }) {
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
 * An inbox message (POST /ops/api/messages) in English and Filipino to one member or a segment of a brand (every
 * member, or a VIP level range), confirmed in a dialog that says who receives it; the count is announced.
 */
export default function MessagesScreen() {
  const { t } = useTranslation('messages');
  const theme = useTheme();
  const [to, setTo] = useState<To>('member');
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [problem, setProblem] = useState<{ field: keyof Draft; text: string }>();
  const [confirming, setConfirming] = useState<OpsMessageSendBody>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [announce, setAnnounce] = useState('');
  const set = (field: keyof Draft) => (event: { target: { value: string } }) => {
    setDraft((d) => ({ ...d, [field]: event.target.value }));
    setProblem(undefined);
  };
  const errorOf = (field: keyof Draft) => (problem?.field === field ? problem.text : undefined);

  function check(event: FormEvent) {
    event.preventDefault();
    const needed: (keyof Draft)[] = [
      'brand',
      ...(to === 'member' ? (['username'] as const) : []),
      'titleEn',
      'titleTy',
    ];
    const missing = needed.find((field) => !draft[field].trim());
    if (missing) return setProblem({ field: missing, text: t('form.required') });
    const vipMin = Number.parseInt(draft.vipMin, 10);
    const vipMax = Number.parseInt(draft.vipMax, 10);
    if (to === 'vip' && !(vipMin >= 0 && vipMax >= vipMin))
      return setProblem({ field: 'vipMax', text: t('form.vipRange') });
    setError(undefined);
    setConfirming({
      brandId: draft.brand,
      ...(to === 'member' ? { username: draft.username.trim() } : { segment: to }),
      ...(to === 'vip' ? { vipMin, vipMax } : {}),
      titleEn: draft.titleEn.trim(),
      titleTy: draft.titleTy.trim(),
      contentEn: draft.contentEn,
      contentTy: draft.contentTy,
    });
  }

  async function send(body: OpsMessageSendBody) {
    setBusy(true);
    try {
      const { recipients } = await opsCall('opsMessageSend', { body });
      setConfirming(undefined);
      setDraft(EMPTY);
      setAnnounce(t('sent', { count: recipients }));
    } catch (failure) {
      setError(opsErrorText(t, failure));
    } finally {
      setBusy(false);
    }
  }

  const area = { font: 'inherit', padding: theme.spacing.sm, minHeight: 100 };
  const who = (b: OpsMessageSendBody) =>
    b.username
      ? t('confirm.member', { name: b.username })
      : b.segment === 'vip'
        ? t('confirm.vip', { brand: b.brandId, min: b.vipMin, max: b.vipMax })
        : t('confirm.all', { brand: b.brandId });
  return (
    <section aria-labelledby="messages-title">
      <h1 id="messages-title">{t('title')}</h1>
      <p role="status">{announce}</p>
      <form
        aria-label={t('form.label')}
        onSubmit={check}
        noValidate
        css={{ display: 'grid', gap: theme.spacing.md, maxWidth: 640 }}
      >
        <Labelled label={t('form.brand')}>
          {(id) => (
            <BrandSelect
              id={id}
              permission="messages.send"
              value={draft.brand}
              onChange={(v) => set('brand')({ target: { value: v } })}
            />
          )}
        </Labelled>
        {errorOf('brand') && <span role="alert">{errorOf('brand')}</span>}
        <fieldset css={{ display: 'grid', gap: 4 }}>
          <legend css={{ fontWeight: 700 }}>{t('form.to')}</legend>
          {(['member', 'all', 'vip'] as const).map((option) => (
            <label key={option}>
              <input type="radio" name="to" value={option} checked={to === option} onChange={() => setTo(option)} />{' '}
              {t(`form.to${option[0]!.toUpperCase()}${option.slice(1)}`)}
            </label>
          ))}
        </fieldset>
        {to === 'member' && (
          <Field
            label={t('form.username')}
            value={draft.username}
            onChange={set('username')}
            error={errorOf('username')}
            maxLength={40}
          />
        )}
        {to === 'vip' && (
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
        <Field
          label={t('form.titleEn')}
          value={draft.titleEn}
          onChange={set('titleEn')}
          error={errorOf('titleEn')}
          maxLength={200}
        />
        <Field
          label={t('form.titleTy')}
          value={draft.titleTy}
          onChange={set('titleTy')}
          error={errorOf('titleTy')}
          maxLength={200}
        />
        <Labelled label={t('form.contentEn')} hint={t('form.contentHint')}>
          {(id) => (
            <textarea id={id} css={area} value={draft.contentEn} onChange={set('contentEn')} maxLength={20000} />
          )}
        </Labelled>
        <Labelled label={t('form.contentTy')}>
          {(id) => (
            <textarea id={id} css={area} value={draft.contentTy} onChange={set('contentTy')} maxLength={20000} />
          )}
        </Labelled>
        <div>
          <Button type="submit" tone="primary">
            {t('form.send')}
          </Button>
        </div>
      </form>
      {confirming && (
        <Dialog
          title={t('confirm.title', { title: confirming.titleEn })}
          confirmLabel={t('confirm.send')}
          busy={busy}
          error={error}
          onConfirm={() => void send(confirming)}
          onClose={() => setConfirming(undefined)}
        >
          <p css={{ margin: 0 }}>{who(confirming)}</p>
        </Dialog>
      )}
    </section>
  );
}
