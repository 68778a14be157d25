/** The answers the account routes share (sign-up, reset, security), as response schemas. */

/** A refusal or a plain outcome: its message, and the error code when it is a refusal. */
export const messageSchema = {
  type: 'object',
  properties: { message: { type: 'string' }, code: { type: 'string' } },
} as const

/** A link that signed this browser in: the message and the new session's XSRF token. */
export const signedInSchema = {
  type: 'object',
  properties: { message: { type: 'string' }, xsrfToken: { type: 'string' } },
  required: ['message', 'xsrfToken'],
} as const
