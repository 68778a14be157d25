import { useQuery } from '@tanstack/react-query'
import { useContext } from 'react'
import { SessionContext } from '../shell/session-context.js'
import { editorStrings } from '../strings.js'
import { FormSubmissions } from './form-submissions.js'
import { inboxApi } from './inbox-api.js'
import { inboxStrings } from './inbox-strings.js'
import { ListSubscribers } from './list-subscribers.js'
import './inbox.css'
import { ErrorState, LoadingState } from '../ui/states.js'

/**
 * Forms & Lists: what visitors sent through the site's forms, and who joined its mailing lists,
 * each with a CSV download of all of it (issue #6: submissions shown to the owner; subscribers
 * listed and exported).
 */
export default function InboxPanel() {
  const timeZone = useContext(SessionContext)?.website.timeZone
  const forms = useQuery({ queryKey: ['inbox', 'forms'], queryFn: inboxApi.forms })
  const lists = useQuery({ queryKey: ['inbox', 'lists'], queryFn: inboxApi.lists })
  return (
    <div className="ed-inbox">
      <h2>{inboxStrings.areaTitle}</h2>
      <section aria-labelledby="ed-inbox-forms">
        <h3 id="ed-inbox-forms">{inboxStrings.forms}</h3>
        {forms.isError ? (
          <ErrorState
            error={forms.error}
            message={editorStrings.unableToLoadTryAgain}
            onRetry={() => forms.refetch()}
          />
        ) : null}
        {forms.isPending ? <LoadingState /> : null}
        {forms.data?.forms.length === 0 ? <p className="ed-hint">{inboxStrings.noForms}</p> : null}
        {forms.data?.forms.map((form) => (
          <FormSubmissions key={form.id} form={form} timeZone={timeZone} />
        ))}
      </section>
      <section aria-labelledby="ed-inbox-lists">
        <h3 id="ed-inbox-lists">{inboxStrings.mailingLists}</h3>
        {lists.isError ? (
          <ErrorState
            error={lists.error}
            message={editorStrings.unableToLoadTryAgain}
            onRetry={() => lists.refetch()}
          />
        ) : null}
        {lists.isPending ? <LoadingState /> : null}
        {lists.data?.lists.length === 0 ? <p className="ed-hint">{inboxStrings.noLists}</p> : null}
        {lists.data?.lists.map((list) => (
          <ListSubscribers key={list.id} list={list} timeZone={timeZone} />
        ))}
      </section>
    </div>
  )
}
