// Tables of promotions and rewards (issue 17). schema.ts re-exports them.
export {};
