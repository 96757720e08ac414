/** Dialog masks ignore clicks this soon after opening (SPEC §9), so the opening tap does not close them. */
export const MASK_GRACE_MS = 300;
