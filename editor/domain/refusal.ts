/**
 * Why a change is refused, in words: the editor shows it, and nothing is written. Its status and
 * details are one of the refusals editor/contract.ts names, sent as `{ error, ...details }`.
 */
export class Refusal extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409 | 413 | 415 | 422 | 428 | 503 = 422,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
