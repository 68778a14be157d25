import { appSecret } from '../security/app-secret.js'
import type { Storage } from '../storage/open-storage.js'
import { createAltchaCaptcha } from './altcha-captcha.js'
import type { CaptchaProvider } from './captcha-provider.js'
import { createStoredCaptchaSpender } from './spent-captchas.js'

/** The captcha of forms and restock sign-ups: ALTCHA signed with the app's secret, one use each. */
export function defaultCaptcha(storage: Storage, now: () => Date): CaptchaProvider {
  return createAltchaCaptcha({
    secret: () => appSecret(storage.db, 'captcha-hmac'),
    spend: createStoredCaptchaSpender(storage),
    now,
  })
}
