// Agent report periods, shared by the agent centre's date pickers and the server, so both refuse the same periods
// (they once disagreed: 93 days on the client, 92 on the server). Days are brand-local, both ends included.

/** The longest period an agent report covers. */
export const AGENT_MAX_PERIOD_DAYS = 92;
/** The hourly salary report's longest period. */
export const AGENT_HOURLY_MAX_DAYS = 3;
/** How far back a period may start: this many days before the brand's today. */
export const AGENT_MAX_DAYS_BACK = 365;
