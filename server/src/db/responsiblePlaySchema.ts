// Tables of responsible play (issue 19). schema.ts re-exports them.
export {};
