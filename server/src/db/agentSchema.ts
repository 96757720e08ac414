// Tables of the agent hierarchy and contracts (issue 18). schema.ts re-exports them.
export {};
