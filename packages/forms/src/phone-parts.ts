/**
 * Phone answers come in three parts (area, prefix, line) or four with a leading country code;
 * three-part answers get an empty country part so every phone reads the same way (SPEC §3 Form).
 */
export function normalizePhoneParts(parts: readonly string[]): [string, string, string, string] {
  const [country = '', area = '', prefix = '', line = ''] =
    parts.length === 3 ? ['', ...parts] : parts
  return [country, area, prefix, line]
}
