import { useTheme } from '@emotion/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { opsErrorText } from '../errorText';
import { Dialog } from '../ui/Dialog';
import { Field } from '../ui/Field';
import { BrandSelect } from '../ui/FilterBar';
import { HtmlPreview } from './HtmlPreview';

/** The texts of a help entry or a site page, in English and Filipino. */
export interface HelpTexts {
  titleEn: string;
  titleTy: string;
  contentEn: string;
  contentTy: string;
}

/** What the form sends: the texts, plus brand and order for a help entry (`withPlace`). */
export interface HelpDraft extends HelpTexts {
  brandId: string;
  sort: number;
}

/** A labelled textarea (the console's Field is a single-line input). */
function TextArea({
  label,
  hint,
  value,
  onChange,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const theme = useTheme();
  const id = useId();
  return (
    <div css={{ display: 'grid', gap: theme.spacing.xs }}>
      <label htmlFor={id} css={{ fontWeight: theme.font.weightBold }}>
        {label}
      </label>
      <textarea
        id={id}
        aria-describedby={hint ? `${id}-hint` : undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={20000}
        css={{ font: 'inherit', padding: theme.spacing.sm, minHeight: 100 }}
      />
      {hint && (
        <span id={`${id}-hint`} css={{ fontSize: theme.font.sizeSm }}>
          {hint}
        </span>
      )}
    </div>
  );
}

/**
 * Creating or editing a help entry (`place`: brand when new, and order) or a service/agreement page (texts only), with
 * a preview of the sanitised HTML as players will see it. `save` throws the server's failure, shown in the dialog.
 */
export function HelpContentForm({
  title,
  initial,
  place,
  newEntry,
  save,
  onClose,
}: {
  title: string;
  initial: HelpDraft;
  place: boolean;
  newEntry?: boolean;
  save: (draft: HelpDraft) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('help');
  const theme = useTheme();
  const [draft, setDraft] = useState(initial);
  const [order, setOrder] = useState(String(initial.sort));
  const [problem, setProblem] = useState<{ field: string; text: string }>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const set = (field: keyof HelpDraft) => (value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setProblem(undefined);
  };
  const errorOf = (field: string) => (problem?.field === field ? problem.text : undefined);

  async function confirm() {
    setError(undefined);
    const required = (place && newEntry ? ['brandId'] : []).concat(['titleEn', 'titleTy']) as (
      keyof HelpTexts | 'brandId'
    )[];
    for (const field of required) if (!draft[field].trim()) return setProblem({ field, text: t('form.required') });
    const sort = Number(order);
    if (place && !(Number.isInteger(sort) && sort >= 0 && sort <= 100_000))
      return setProblem({ field: 'sort', text: t('form.orderInvalid') });
    setBusy(true);
    try {
      await save({ ...draft, titleEn: draft.titleEn.trim(), titleTy: draft.titleTy.trim(), sort: place ? sort : 0 });
    } catch (failure) {
      setError(opsErrorText(t, failure));
      setBusy(false);
    }
  }

  return (
    <Dialog
      title={title}
      confirmLabel={t('form.save')}
      busy={busy}
      error={error}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <div css={{ display: 'grid', gap: theme.spacing.md, maxHeight: '60vh', overflowY: 'auto' }}>
        {place && newEntry && (
          <div css={{ display: 'grid', gap: theme.spacing.xs }}>
            <BrandField value={draft.brandId} onChange={set('brandId')} />
            {errorOf('brandId') && <span role="alert">{errorOf('brandId')}</span>}
          </div>
        )}
        {place && (
          <Field
            label={t('form.order')}
            hint={t('form.orderHint')}
            type="number"
            min={0}
            max={100000}
            value={order}
            onChange={(e) => setOrder(e.target.value)}
            error={errorOf('sort')}
          />
        )}
        <Field
          label={t('form.titleEn')}
          value={draft.titleEn}
          onChange={(e) => set('titleEn')(e.target.value)}
          error={errorOf('titleEn')}
          maxLength={200}
          required
        />
        <Field
          label={t('form.titleTy')}
          value={draft.titleTy}
          onChange={(e) => set('titleTy')(e.target.value)}
          error={errorOf('titleTy')}
          maxLength={200}
          required
        />
        <TextArea
          label={t('form.contentEn')}
          hint={t('form.contentHint')}
          value={draft.contentEn}
          onChange={set('contentEn')}
        />
        <TextArea label={t('form.contentTy')} value={draft.contentTy} onChange={set('contentTy')} />
        <HtmlPreview
          en={{ title: draft.titleEn, html: draft.contentEn }}
          ty={{ title: draft.titleTy, html: draft.contentTy }}
        />
      </div>
    </Dialog>
  );
}

function BrandField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation('help');
  const id = useId();
  return (
    <>
      <label htmlFor={id} css={{ fontWeight: 700 }}>
        {t('form.brand')}
      </label>
      <BrandSelect id={id} permission="content.manage" value={value} onChange={onChange} />
    </>
  );
}
