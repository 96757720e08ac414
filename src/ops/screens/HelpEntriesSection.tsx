import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsHelpEntry } from '@common/generated/api';
import { useRemoteData } from '../../api/useRemoteData';
import { opsCall } from '../api';
import { opsErrorText } from '../errorText';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { PagedTable } from '../ui/PagedTable';
import { HelpContentForm, type HelpDraft } from './HelpContentForm';

const PAGE_SIZE = 20;

/**
 * A brand's help-centre entries in the order players see them (GET /ops/api/help, paged on the server): add, edit
 * (texts and order) and delete after a confirmation. `announce` puts the outcome in the screen's status line.
 */
export function HelpEntriesSection({
  brand,
  page,
  onPage,
  announce,
}: {
  brand: string;
  page: number;
  onPage: (n: number) => void;
  announce: (text: string) => void;
}) {
  const { t } = useTranslation('help');
  const [editing, setEditing] = useState<{ entry?: OpsHelpEntry }>();
  const [removing, setRemoving] = useState<OpsHelpEntry>();
  const [removeError, setRemoveError] = useState<string>();
  const list = useRemoteData(
    () => opsCall('opsHelpEntries', { query: { brandId: brand || undefined, pageNo: page, pageSize: PAGE_SIZE } }),
    [brand, page],
  );

  const save = async (entry: OpsHelpEntry | undefined, draft: HelpDraft) => {
    const body = { ...draft, brandId: entry?.brandId ?? draft.brandId };
    const saved = entry
      ? await opsCall('opsHelpUpdate', { params: { id: entry.id }, body })
      : await opsCall('opsHelpCreate', { body });
    setEditing(undefined);
    announce(t(entry ? 'result.saved' : 'result.created', { title: saved.titleEn }));
    list.retry();
  };
  const remove = async (entry: OpsHelpEntry) => {
    try {
      await opsCall('opsHelpDelete', { params: { id: entry.id } });
      setRemoving(undefined);
      announce(t('result.removed', { title: entry.titleEn }));
      list.retry();
    } catch (failure) {
      setRemoveError(opsErrorText(t, failure));
    }
  };

  return (
    <section aria-labelledby="help-entries-title">
      <h2 id="help-entries-title">{t('entries.heading')}</h2>
      <Button tone="primary" onClick={() => setEditing({})}>
        {t('entries.create')}
      </Button>
      <PagedTable
        list={list}
        emptyText={t('entries.empty')}
        caption={(total) => t('entries.caption', { total })}
        columns={['brand', 'order', 'titleEn', 'titleTy', 'actions'] as const}
        columnLabel={(c) => t(`entries.column.${c}`)}
        row={(entry) => (
          <tr key={entry.id}>
            <td>{entry.brandId}</td>
            <td className="num">{entry.sort}</td>
            <td>{entry.titleEn}</td>
            <td lang="fil">{entry.titleTy}</td>
            <td>
              <div css={{ display: 'flex', gap: 8 }}>
                <Button aria-label={t('edit.entryLabel', { id: entry.id })} onClick={() => setEditing({ entry })}>
                  {t('edit.button')}
                </Button>
                <Button
                  tone="danger"
                  aria-label={t('remove.label', { id: entry.id })}
                  onClick={() => {
                    setRemoveError(undefined);
                    setRemoving(entry);
                  }}
                >
                  {t('remove.button')}
                </Button>
              </div>
            </td>
          </tr>
        )}
        page={page}
        onPage={onPage}
      />
      {editing && (
        <HelpContentForm
          title={editing.entry ? t('form.editEntryTitle', { id: editing.entry.id }) : t('form.createTitle')}
          initial={editing.entry ?? { brandId: brand, sort: 0, titleEn: '', titleTy: '', contentEn: '', contentTy: '' }}
          place
          newEntry={!editing.entry}
          save={(draft) => save(editing.entry, draft)}
          onClose={() => setEditing(undefined)}
        />
      )}
      {removing && (
        <Dialog
          title={t('remove.title', { title: removing.titleEn })}
          confirmLabel={t('remove.confirm')}
          tone="danger"
          error={removeError}
          onConfirm={() => void remove(removing)}
          onClose={() => setRemoving(undefined)}
        >
          <p css={{ margin: 0 }}>{t('remove.body')}</p>
        </Dialog>
      )}
    </section>
  );
}
