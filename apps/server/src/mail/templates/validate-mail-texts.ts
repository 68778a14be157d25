import { failure, ok } from '../../errors/failure.js'
import type { Failure } from '../../errors/failure.js'
import { mailKindDefinition, mailTextLimits } from './mail-kinds.js'
import type { MailKind, MailTexts } from './mail-kinds.js'
import { unknownPlaceholders } from './placeholders.js'

export const mailTextStrings = {
  subjectRequired: 'Please enter a subject',
  subjectTooLong: `The subject can have at most ${mailTextLimits.subject} characters`,
  subjectOneLine: 'The subject must be a single line',
  introTooLong: `The text can have at most ${mailTextLimits.intro} characters`,
  unknownPlaceholder: 'Unknown placeholder: {names}',
  unknownPlaceholders: 'Unknown placeholders: {names}',
} as const

function unknownMessage(names: string[]): string {
  const template =
    names.length === 1 ? mailTextStrings.unknownPlaceholder : mailTextStrings.unknownPlaceholders
  return template.replace('{names}', names.join(', '))
}

/**
 * The owner's texts of a mail, checked: a one-line subject, lengths within limits, and only the
 * placeholders this mail offers (the others are named in the refusal, a 400).
 */
export function validateMailTexts(
  kind: MailKind,
  input: MailTexts,
): { ok: true; value: MailTexts } | Failure<'invalid'> {
  const subject = input.subject.trim()
  const intro = input.intro.replace(/\r\n?/g, '\n').trim()
  const fields: Record<string, string> = {}
  if (subject === '') fields.subject = mailTextStrings.subjectRequired
  else if (/[\r\n]/.test(subject)) fields.subject = mailTextStrings.subjectOneLine
  else if (subject.length > mailTextLimits.subject) fields.subject = mailTextStrings.subjectTooLong
  if (intro.length > mailTextLimits.intro) fields.intro = mailTextStrings.introTooLong
  const allowed = mailKindDefinition(kind).placeholders.map((placeholder) => placeholder.name)
  for (const [field, value] of [
    ['subject', subject],
    ['intro', intro],
  ] as const) {
    const unknown = unknownPlaceholders(value, allowed)
    if (unknown.length > 0 && fields[field] === undefined) fields[field] = unknownMessage(unknown)
  }
  const first = Object.values(fields)[0]
  if (first !== undefined) return failure('invalid', first, { fields })
  return ok({ subject, intro })
}
