import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { formListApi } from '../api/form-list-api.js'
import { ErrorState } from '../ui/index.js'
import { ListConnection } from './list-connection.js'

/**
 * The mailing-list connection of a form block (SPEC §2): a submission's email joins the list.
 * The connection is the form's, saved at once, so every block showing the form signs up alike.
 */
export function FormListConnection({ formId }: { formId: string }) {
  const client = useQueryClient()
  const key = ['editor', 'form-list', formId]
  const connection = useQuery({ queryKey: key, queryFn: () => formListApi.get(formId) })
  const save = useMutation({
    mutationFn: (listId: string) => formListApi.set(formId, listId),
    onSuccess: (answer) => client.setQueryData(key, answer),
  })
  if (connection.isError) return <ErrorState error={connection.error} />
  if (save.isError) return <ErrorState error={save.error} />
  return (
    <ListConnection
      value={connection.data?.listId ?? ''}
      onChange={(listId) => save.mutate(listId)}
    />
  )
}
