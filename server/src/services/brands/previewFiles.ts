// Brand files served under a console preview (services/brands/preview.ts): kept apart so that readSettings can tell
// them from a brand's live file without importing the preview's machinery.
import type { BrandFile } from '@common/generated/api';

const previewFiles = new WeakSet<BrandFile>();

/** Marks a request's copy of a previewed brand file: its settings are the previewed ones, not the stored ones. */
export function markPreviewFile(file: BrandFile): BrandFile {
  previewFiles.add(file);
  return file;
}

/** Whether a brand file is a preview's. */
export const isPreviewFile = (file: BrandFile): boolean => previewFiles.has(file);
