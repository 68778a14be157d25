import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

const version = 'v1'

/**
 * Seals a secret (a provider's secret key, a webhook signing secret) with AES-256-GCM under a key
 * derived from the installation's app secret: `v1.<iv>.<tag>.<ciphertext>`, base64url. A stored
 * value that was changed, or sealed under another app secret, does not open.
 */
export function seal(appSecret: string, plain: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyOf(appSecret), iv)
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return [version, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.')
}

export function unseal(appSecret: string, sealed: string): string {
  const [tag, iv, authTag, body] = sealed.split('.')
  if (tag !== version || iv === undefined || authTag === undefined || body === undefined) {
    throw new Error('not a sealed value')
  }
  const decipher = createDecipheriv('aes-256-gcm', keyOf(appSecret), Buffer.from(iv, 'base64url'))
  decipher.setAuthTag(Buffer.from(authTag, 'base64url'))
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8')
}

function keyOf(appSecret: string): Buffer {
  return createHash('sha256').update(`atelier payment settings\n${appSecret}`).digest()
}
