import { api } from './http.js'

/** What the form, newsletter, product and summary blocks point at, as the editor API lists it. */
export interface FormChoice {
  id: string
  name: string
  fieldCount: number
}

export interface MailingListChoice {
  id: string
  name: string
  subscriberCount: number
  doubleOptIn: boolean
}

export interface ProductChoice {
  id: string
  title: string
  imageUrl?: string
  priceText: string
  collectionId: string
}

export type SummaryKind = 'blog' | 'store' | 'events' | 'gallery'

export interface CollectionChoice {
  id: string
  title: string
  kind: SummaryKind
}

const enc = encodeURIComponent

export const pickerApi = {
  forms: () => api<{ forms: FormChoice[] }>('GET', '/api/editor/forms'),
  mailingLists: () => api<{ lists: MailingListChoice[] }>('GET', '/api/editor/mailing-lists'),
  products: (query: string, cursor?: string) => {
    const params = [
      ...(query === '' ? [] : [`query=${enc(query)}`]),
      ...(cursor === undefined ? [] : [`cursor=${enc(cursor)}`]),
    ]
    return api<{ products: ProductChoice[]; nextCursor: string | null }>(
      'GET',
      `/api/editor/products${params.length > 0 ? `?${params.join('&')}` : ''}`,
    )
  },
  collections: (kind?: SummaryKind) =>
    api<{ collections: CollectionChoice[] }>(
      'GET',
      `/api/editor/collections${kind === undefined ? '' : `?kind=${kind}`}`,
    ),
}
