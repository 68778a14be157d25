import { api } from './http.js'

const url = (formId: string) => `/api/editor/forms/${encodeURIComponent(formId)}/mailing-list`

/** The mailing list a form adds its submitters to ('' when not connected). */
export const formListApi = {
  get: (formId: string) => api<{ listId: string }>('GET', url(formId)),
  set: (formId: string, listId: string) => api<{ listId: string }>('PUT', url(formId), { listId }),
}
