/** An enumeration of SPEC §3: names mapped to their numeric codes. */
export type Enumeration = Readonly<Record<string, number>>

export type EnumName<E extends Enumeration> = keyof E & string
export type EnumCode<E extends Enumeration> = E[keyof E]

/** The name for a numeric code, or undefined for a code the enumeration does not define. */
export function nameOfCode<E extends Enumeration>(
  enumeration: E,
  code: number,
): EnumName<E> | undefined {
  return (Object.keys(enumeration) as EnumName<E>[]).find((name) => enumeration[name] === code)
}

export function enumNames<E extends Enumeration>(enumeration: E): [EnumName<E>, ...EnumName<E>[]] {
  return Object.keys(enumeration) as [EnumName<E>, ...EnumName<E>[]]
}

export function enumCodes<E extends Enumeration>(enumeration: E): EnumCode<E>[] {
  return Object.values(enumeration) as EnumCode<E>[]
}
