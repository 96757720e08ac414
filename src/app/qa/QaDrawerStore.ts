import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../../api/envelope';
import { pagePreview, setPreviewToken } from '../../api/previewToken';
import { loadAppConfig } from '../../config/loadAppConfig';
import { opsCall, opsToken } from '../../ops/api';
import { flagDefinitions, type FlagId } from '../../registry/flags';
import type { VariantId } from '../../registry/variants';
import type { RootStore } from '../../stores/RootStore';
import { flagPatch, mergePatches, variantPatch, type SettingsPatch, type variantKeys } from './flagPatch';

type Status =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'live' }
  | { kind: 'error'; message: string; code?: string };

/**
 * The QA drawer's work, through the brand studio's API with the console session of this tab (an operator who signed
 * in to /ops in this tab, or whose console opened it): a change is merged into the brand's draft (or the live
 * configuration when there is no draft), saved with the draft's optimistic lock, and the page then runs under a fresh
 * preview token of that draft. Players keep the live version; publishing stays the console's step.
 */
export class QaDrawerStore {
  status: Status = { kind: 'idle' };
  /** The brands this operator may read (GET /ops/api/brands); empty before loading or when not signed in. */
  brands: string[] = [];
  signedIn = !!opsToken.get();
  previewing = !!pagePreview();

  constructor(private readonly root: RootStore) {
    makeAutoObservable<QaDrawerStore, 'root'>(this, { root: false });
  }

  get brand(): string {
    return this.root.settings.brand.id;
  }

  get flags() {
    return flagDefinitions.map((f) => ({ ...f, on: this.root.settings.isOn(f.id) }));
  }

  get variants(): Record<keyof typeof variantKeys, VariantId> {
    return {
      memberCentre: this.root.settings.memberCentreVariant,
      depositDetail: this.root.settings.depositDetailVariant,
    };
  }

  /** Lists the operator's brands; a refused session (401) shows the drawer signed out. */
  async load(): Promise<void> {
    if (!opsToken.get()) return;
    try {
      const { items } = await opsCall('opsBrands');
      runInAction(() => {
        this.brands = items.map((b) => b.id);
        this.signedIn = true;
      });
    } catch (error) {
      this.fail(error);
    }
  }

  setFlag(id: FlagId, on: boolean): Promise<void> {
    return this.save(flagPatch(id, on));
  }

  setVariant(screen: keyof typeof variantKeys, variant: VariantId): Promise<void> {
    return this.save(variantPatch(screen, variant));
  }

  /** Back to what players see: the page forgets the preview (the draft stays for the console). */
  async showLive(): Promise<void> {
    setPreviewToken(undefined);
    await this.reload({ kind: 'live' }, false);
  }

  private async save(patch: SettingsPatch): Promise<void> {
    this.status = { kind: 'saving' };
    try {
      const brandId = this.brand;
      const current = await opsCall('opsBrand', { params: { brandId } });
      const base = current.draft?.config ?? current.live?.config;
      if (!base) throw new ApiError('unknown brand', 'ops.brand.unknown', 404);
      const brand = base.brand as { settings?: SettingsPatch };
      const config = { ...base, brand: { ...brand, settings: mergePatches(brand.settings ?? {}, patch) } };
      await opsCall('opsBrandDraftSave', {
        params: { brandId },
        body: { config, ...(current.draft ? { updatedAt: current.draft.updatedAt } : {}) },
      });
      const { token } = await opsCall('opsBrandPreview', { params: { brandId }, body: { of: 'draft' } });
      setPreviewToken(token);
      await this.reload({ kind: 'saved' }, true);
    } catch (error) {
      this.fail(error);
    }
  }

  /** The same path as start-up without a data block: fetch, decrypt, validate, repair; every screen follows. */
  private async reload(next: Status, previewing: boolean): Promise<void> {
    const { config } = await loadAppConfig({ data: undefined, problems: [] });
    runInAction(() => {
      this.root.settings.applySettings(config.settings);
      this.previewing = previewing;
      this.status = next;
    });
  }

  private fail(error: unknown): void {
    const code = error instanceof ApiError ? error.code : undefined;
    runInAction(() => {
      // The console session ended (idle, signed out): the drawer asks for a sign-in again.
      if (error instanceof ApiError && error.status === 401) this.signedIn = false;
      this.status = { kind: 'error', message: (error as Error).message, code };
    });
  }
}
