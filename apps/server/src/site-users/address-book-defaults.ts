/** An address of the book as the default rules see it. */
export interface DefaultFlags {
  id: string
  defaultShipping: boolean
  defaultBilling: boolean
}

/**
 * The book's flags after `changed` is saved (added or edited): at most one default of each kind —
 * the saved address takes a default it asks for from whichever held it — and a book with
 * addresses always has both defaults, so its first address is the default for each. Oldest first.
 */
export function defaultsAfterSave(
  book: readonly DefaultFlags[],
  changed: DefaultFlags,
): DefaultFlags[] {
  const others = book.filter((address) => address.id !== changed.id)
  const next = [
    ...others.map((address) => ({
      ...address,
      defaultShipping: address.defaultShipping && !changed.defaultShipping,
      defaultBilling: address.defaultBilling && !changed.defaultBilling,
    })),
    { ...changed },
  ]
  return withDefaults(orderedLike(book, next))
}

/** The book's flags after an address is deleted: a default that went passes to the oldest. */
export function defaultsAfterDelete(
  book: readonly DefaultFlags[],
  deletedId: string,
): DefaultFlags[] {
  return withDefaults(book.filter((address) => address.id !== deletedId).map((a) => ({ ...a })))
}

function orderedLike(book: readonly DefaultFlags[], next: DefaultFlags[]): DefaultFlags[] {
  const at = (id: string) => {
    const index = book.findIndex((address) => address.id === id)
    return index === -1 ? book.length : index
  }
  return next.sort((a, b) => at(a.id) - at(b.id))
}

function withDefaults(book: DefaultFlags[]): DefaultFlags[] {
  const first = book[0]
  if (first === undefined) return book
  if (!book.some((address) => address.defaultShipping)) first.defaultShipping = true
  if (!book.some((address) => address.defaultBilling)) first.defaultBilling = true
  return book
}
