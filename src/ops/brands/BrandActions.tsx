import { useTheme } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { opsCall } from '../api';
import { opsErrorText } from '../errorText';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { formatTime } from '../ui/format';
import { useDialogAction } from '../ui/useDialogAction';
import { PublishDialog } from './PublishDialog';
import type { BrandEditor } from './useBrandEditor';

/**
 * The brand's state and its actions: live version, draft (who saved it, when), unsaved changes; Save draft and
 * Discard (brands.edit), Publish (brands.publish: only a saved draft is published, so unsaved changes must be saved
 * first); a save refused as stale says who saved and offers to reload their draft.
 */
export function BrandActions({
  editor,
  canEdit,
  canPublish,
  onAnnounce,
  onGoTo,
  onUse,
  onRemoved,
}: {
  editor: BrandEditor;
  canEdit: boolean;
  canPublish: boolean;
  onAnnounce: (text: string) => void;
  onGoTo: (path: string) => void;
  onUse?: (path: string, value: string) => void;
  onRemoved: () => void;
}) {
  const { t, i18n } = useTranslation('brands');
  const theme = useTheme();
  const [dialog, setDialog] = useState<'publish' | 'discard'>();
  const brand = editor.brand!;
  const { live, draft } = brand;
  const when = (ms: number) => formatTime(ms, i18n.language);
  const discard = useDialogAction(t, () => {
    setDialog(undefined);
    onAnnounce(t('brand.discarded'));
    if (live) editor.reload();
    else onRemoved();
  });

  const save = async () => {
    if (await editor.save()) onAnnounce(t('brand.saved'));
  };

  return (
    <div css={{ display: 'grid', gap: theme.spacing.sm }}>
      <ul css={{ margin: 0, paddingLeft: theme.spacing.lg }}>
        <li>{live ? t('brand.live', { version: live.version, when: when(live.publishedAt) }) : t('brand.notLive')}</li>
        <li>
          {draft
            ? draft.updatedBy
              ? t('brand.draft', { when: when(draft.updatedAt), name: draft.updatedBy })
              : t('brand.draftNoName', { when: when(draft.updatedAt) })
            : t('brand.noDraft')}
        </li>
        <li>
          <strong>{editor.dirty ? t('brand.unsaved') : t('brand.allSaved')}</strong>
        </li>
      </ul>
      <div css={{ display: 'flex', gap: theme.spacing.sm, flexWrap: 'wrap', alignItems: 'center' }}>
        {canEdit && (
          <Button tone="primary" disabled={!editor.dirty || editor.saving} onClick={() => void save()}>
            {t('brand.save')}
          </Button>
        )}
        {canEdit && draft && <Button onClick={() => setDialog('discard')}>{t('brand.discard')}</Button>}
        {canPublish && draft && (
          <Button
            tone="primary"
            disabled={editor.dirty}
            aria-describedby={editor.dirty ? 'brand-save-first' : undefined}
            onClick={() => setDialog('publish')}
          >
            {t('publish.button')}
          </Button>
        )}
        {canPublish && draft && editor.dirty && <span id="brand-save-first">{t('publish.saveFirst')}</span>}
      </div>
      {editor.saveError !== undefined && (
        <p role="alert" css={{ margin: 0, color: theme.colors.danger }}>
          {opsErrorText(t, editor.saveError)}
        </p>
      )}
      {editor.stale && (
        <div role="alert" css={{ display: 'grid', gap: theme.spacing.sm, justifyItems: 'start' }}>
          <p css={{ margin: 0 }}>
            {editor.stale.by && editor.stale.at !== null
              ? t('brand.stale', { name: editor.stale.by, when: when(editor.stale.at) })
              : t('brand.staleNoName')}
          </p>
          <Button onClick={editor.reload}>{t('brand.reload')}</Button>
        </div>
      )}
      {dialog === 'publish' && draft && (
        <PublishDialog
          brandId={brand.id}
          draft={draft}
          onClose={() => setDialog(undefined)}
          onGoTo={onGoTo}
          onUse={onUse}
          onDone={(version) => {
            setDialog(undefined);
            onAnnounce(t('publish.done', { version }));
            editor.reload();
          }}
        />
      )}
      {dialog === 'discard' && (
        <Dialog
          title={t('brand.discardTitle', { id: brand.id })}
          confirmLabel={t('brand.discardConfirm')}
          tone="danger"
          busy={discard.busy}
          error={discard.error}
          onConfirm={() => void discard.run(() => opsCall('opsBrandDraftDiscard', { params: { brandId: brand.id } }))}
          onClose={() => setDialog(undefined)}
        >
          <p css={{ margin: 0 }}>{t('brand.discardBody')}</p>
        </Dialog>
      )}
    </div>
  );
}
