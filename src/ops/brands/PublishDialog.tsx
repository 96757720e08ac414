import { useTheme } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandProblem, OpsBrandDraft } from '@common/generated/api';
import { useRemoteData } from '../../api/useRemoteData';
import { opsCall } from '../api';
import { opsErrorText } from '../errorText';
import { Dialog } from '../ui/Dialog';
import { Labelled } from '../ui/Field';
import { ListState } from '../ui/ListState';
import { DiffTable } from './DiffTable';
import { ProblemList } from './ProblemList';
import { refusedProblems } from './refusedProblems';

/**
 * Publishing the saved draft (brands.publish): the diff against the live version, an optional note, then
 * POST …/publish with the draft's time as reviewed. A refusal by the checks lists their problems in the dialog;
 * "go to" and "use" close it and move to the field.
 */
export function PublishDialog({
  brandId,
  draft,
  onDone,
  onClose,
  onGoTo,
  onUse,
}: {
  brandId: string;
  draft: OpsBrandDraft;
  onDone: (version: number) => void;
  onClose: () => void;
  onGoTo: (path: string) => void;
  onUse?: (path: string, value: string) => void;
}) {
  const { t } = useTranslation('brands');
  const theme = useTheme();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [problems, setProblems] = useState<BrandProblem[]>();
  const checks = useRemoteData(() => opsCall('opsBrandChecks', { params: { brandId } }), [brandId, draft.updatedAt]);

  async function publish() {
    setError(undefined);
    setProblems(undefined);
    setBusy(true);
    try {
      const reply = await opsCall('opsBrandPublish', {
        params: { brandId },
        body: { updatedAt: draft.updatedAt, ...(note.trim() ? { note: note.trim() } : {}) },
      });
      onDone(reply.version);
    } catch (failure) {
      const refused = refusedProblems(failure);
      if (refused) setProblems(refused);
      setError(refused ? t('publish.refused') : opsErrorText(t, failure));
      setBusy(false);
    }
  }

  return (
    <Dialog
      title={t('publish.title', { id: brandId })}
      confirmLabel={t('publish.confirm')}
      busy={busy}
      error={error}
      onConfirm={() => void publish()}
      onClose={onClose}
    >
      <div css={{ maxHeight: 320, overflow: 'auto', display: 'grid', gap: theme.spacing.sm }}>
        <p css={{ margin: 0 }}>{t('publish.intro')}</p>
        <ListState
          loading={checks.loading}
          failed={checks.failed}
          error={checks.error}
          empty={checks.data ? false : undefined}
          emptyText=""
          retry={checks.retry}
        >
          <DiffTable diff={checks.data?.diff ?? []} />
        </ListState>
      </div>
      <Labelled label={t('publish.note')} hint={t('publish.noteHint')}>
        {(control) => (
          <textarea {...control} rows={2} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
        )}
      </Labelled>
      {problems && problems.length > 0 && (
        <ProblemList
          problems={problems}
          onGoTo={(path) => {
            onClose();
            onGoTo(path);
          }}
          onUse={
            onUse &&
            ((path, value) => {
              onClose();
              onUse(path, value);
            })
          }
        />
      )}
    </Dialog>
  );
}
