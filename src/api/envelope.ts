/** Every /wps reply: `{ success, value }` on success, `{ success: false, code, message, value? }` on failure. */
export interface ApiEnvelope<T> {
  success: boolean;
  code?: string;
  message?: string;
  value?: T;
}

/** A refused request, carrying the server's code, message (SPEC §8 text) and extra data such as the captcha marker. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
    readonly value?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
