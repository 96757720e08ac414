/** A reason the player sees, as the API checks it: one visible character at least, no control characters. */
export const REASON_MAX = 200;
// eslint-disable-next-line no-control-regex -- the rule is about control characters
export const validReason = (text: string) => text.trim().length > 0 && !/[\u0000-\u001f\u007f]/.test(text);
