/** SPEC §3: likert answers run from -2 (Strongly Disagree) to 2 (Strongly Agree). */
export const LIKERT_SCALE = [
  { value: -2, label: 'Strongly Disagree' },
  { value: -1, label: 'Disagree' },
  { value: 0, label: 'Neutral' },
  { value: 1, label: 'Agree' },
  { value: 2, label: 'Strongly Agree' },
] as const

export type LikertValue = (typeof LIKERT_SCALE)[number]['value']

export function likertLabel(value: number | string): string | undefined {
  const numeric = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return LIKERT_SCALE.find((step) => step.value === numeric)?.label
}
