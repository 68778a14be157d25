/** Visible texts of the date and i18n formatters (SPEC §8, §9). */
export const i18nStrings = {
  invalidDate: 'Invalid date.',
  julianDayRange: 'Julian day is outside the supported range',
  invalidPluralKey: (key: string, locale: string) =>
    `Invalid plural key '${key}' for locale '${locale}'`,
  lessThanAMinute: 'less than a minute ago',
  /** `about a year ago`, `about 2 years ago`. */
  timeAgo: (count: number, unit: string) =>
    count === 1
      ? `about ${unit === 'hour' ? 'an' : 'a'} ${unit} ago`
      : `about ${count} ${unit}s ago`,
} as const
