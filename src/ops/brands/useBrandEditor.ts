import { useCallback, useEffect, useMemo, useState } from 'react';
import type { BrandProblem, OpsBrand, OpsBrandDraftSaveBody } from '@common/generated/api';
import type { BrandConfig } from '../../config/generated/types';
import { opsCall } from '../api';
import { errorCode } from '../errorText';

/** Someone else saved the draft after it was read: who and when, from the brand read again. */
export interface Stale {
  by: string | null;
  at: number | null;
}

export interface BrandEditor {
  brand: OpsBrand | undefined;
  loadError: unknown;
  reload: () => void;
  /** The configuration on screen: the draft's, else the live one, with the operator's unsaved edits. */
  config: BrandConfig | undefined;
  setConfig: (next: BrandConfig) => void;
  dirty: boolean;
  saving: boolean;
  saveError: unknown;
  stale: Stale | undefined;
  /** The saved draft's problems as the server answered the last save (GET …/checks gives them on a fresh load). */
  savedProblems: BrandProblem[] | undefined;
  save: () => Promise<boolean>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One brand being edited: GET /ops/api/brands/:id, the working copy, and the explicit save (PUT …/draft with the
 * draft's `updatedAt` as the optimistic lock). A 409 reads the brand again to say who saved; reloading drops the
 * working copy for theirs.
 */
export function useBrandEditor(brandId: string): BrandEditor {
  const [brand, setBrand] = useState<OpsBrand>();
  const [loadError, setLoadError] = useState<unknown>();
  const [attempt, setAttempt] = useState(0);
  const [edited, setEdited] = useState<BrandConfig>();
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<unknown>();
  const [stale, setStale] = useState<Stale>();
  const [savedProblems, setSavedProblems] = useState<BrandProblem[]>();

  useEffect(() => {
    const controller = new AbortController();
    opsCall('opsBrand', { params: { brandId }, signal: controller.signal }).then(
      (reply) => {
        setBrand(reply);
        setLoadError(undefined);
        setEdited(undefined);
        setStale(undefined);
        setSaveError(undefined);
        setSavedProblems(undefined);
      },
      (error: unknown) => !controller.signal.aborted && setLoadError(error),
    );
    return () => controller.abort();
  }, [brandId, attempt]);

  const stored = (brand?.draft?.config ?? brand?.live?.config) as BrandConfig | undefined;
  const config = edited ?? stored;
  const dirty = edited !== undefined && !same(edited, stored);

  const save = useCallback(async () => {
    if (!brand || !config) return false;
    setSaving(true);
    setSaveError(undefined);
    try {
      const reply = await opsCall('opsBrandDraftSave', {
        params: { brandId },
        body: {
          config: config as unknown as OpsBrandDraftSaveBody['config'],
          ...(brand.draft ? { updatedAt: brand.draft.updatedAt } : {}),
        },
      });
      setBrand({ ...brand, draft: reply.draft });
      setEdited(undefined);
      setSavedProblems(reply.problems);
      return true;
    } catch (error) {
      if (errorCode(error) === 'ops.brand.draft.stale') {
        const fresh = await opsCall('opsBrand', { params: { brandId } }).catch(() => undefined);
        setStale({ by: fresh?.draft?.updatedBy ?? null, at: fresh?.draft?.updatedAt ?? null });
      } else setSaveError(error);
      return false;
    } finally {
      setSaving(false);
    }
  }, [brand, brandId, config]);

  const reload = useCallback(() => {
    setLoadError(undefined);
    setAttempt((n) => n + 1);
  }, []);
  const setConfig = useCallback((next: BrandConfig) => setEdited(next), []);

  return useMemo(
    () => ({
      brand,
      loadError,
      reload,
      config,
      setConfig,
      dirty,
      saving,
      saveError,
      stale,
      savedProblems,
      save,
    }),
    [brand, loadError, reload, config, setConfig, dirty, saving, saveError, stale, savedProblems, save],
  );
}
