/** `s3://bucket/some/prefix` → bucket and prefix; undefined for anything else. */
export function parseS3Url(url: string): { bucket: string; prefix: string } | undefined {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(\/.*)?$/.exec(url)
  if (match === null) return undefined
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '')
  if (prefix.split('/').some((part) => part === '..' || part === '.')) return undefined
  return { bucket: match[1] as string, prefix }
}
