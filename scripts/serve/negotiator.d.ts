/**
 * The part of negotiator 1.x that the static server uses. @types/negotiator describes 0.6, which
 * has no `preferred` option.
 * @see https://github.com/jshttp/negotiator#encodings
 */
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    /** The best of `available` that the request accepts (q > 0); ties go to `preferred` order. */
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
  }
}
