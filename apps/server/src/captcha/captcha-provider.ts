/**
 * A captcha the server can hand out and check. The default is self-hosted proof of work (ALTCHA);
 * a hosted service would implement the same two calls.
 */
export interface CaptchaProvider {
  /** What the browser widget needs to start (for ALTCHA: the challenge JSON). */
  challenge(now: Date): Promise<unknown>
  /** True when `token` is a solved, unexpired challenge this server issued. */
  verify(token: string): Promise<boolean>
}
