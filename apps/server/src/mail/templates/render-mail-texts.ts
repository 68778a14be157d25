import type { MailKind, MailTexts } from './mail-kinds.js'
import { defaultMailTexts } from './mail-kinds.js'
import { fillPlaceholders } from './placeholders.js'
import type { PlaceholderValues } from './placeholders.js'

/** A mail's subject and opening text, filled in: the owner's texts when given, else the defaults. */
export function renderMailTexts(
  kind: MailKind,
  texts: MailTexts | undefined,
  values: PlaceholderValues,
): MailTexts {
  const chosen = texts ?? defaultMailTexts(kind)
  return {
    // A subject is one line, whatever a value holds.
    subject: fillPlaceholders(chosen.subject, values)
      .replace(/\s*[\r\n]+\s*/g, ' ')
      .trim(),
    intro: fillPlaceholders(chosen.intro, values).trim(),
  }
}

/** The lines of the opening text (none when the owner left it empty), then a blank line. */
export function introLines(intro: string): string[] {
  return intro === '' ? [] : [intro, '']
}
