export interface TextareaCounter {
  /** Right-aligned under the textarea: 'count / max'. */
  text: string
  /** True once the text is longer than allowed; the counter is then shown as an error. */
  error: boolean
}

export function textareaCounter(value: string, maxLength: number): TextareaCounter {
  const count = value.length
  return { text: `${count} / ${maxLength}`, error: count > maxLength }
}
