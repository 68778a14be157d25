import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { mailTemplatesApi } from '../api/mail-templates-api.js'
import type { MailTemplateSummary } from '../api/mail-templates-api.js'
import { Button, QueryState } from '../ui/index.js'
import { MailTemplateEditor } from './mail-template-editor.js'
import { mailTemplatesStrings as strings } from './mail-templates-strings.js'
import './mail-templates.css'

export const mailTemplatesKey = ['back-office', 'mail-templates'] as const

/** Store Settings → Emails: the shop's mails by group; one opens in the editor. */
export default function MailTemplatesPanel() {
  const [open, setOpen] = useState<string | null>(null)
  const list = useQuery({ queryKey: mailTemplatesKey, queryFn: mailTemplatesApi.list })
  if (open !== null) {
    return <MailTemplateEditor kind={open} onClose={() => setOpen(null)} />
  }
  const groups = new Map<string, MailTemplateSummary[]>()
  for (const mail of list.data?.mails ?? []) {
    groups.set(mail.group, [...(groups.get(mail.group) ?? []), mail])
  }
  return (
    <section className="bo-card mt-card" aria-labelledby="mt-heading">
      <h3 id="mt-heading">{strings.heading}</h3>
      <p className="mt-note">{strings.intro}</p>
      <QueryState query={list} />
      {[...groups].map(([group, mails]) => (
        <div key={group} className="mt-group">
          <h4>{group}</h4>
          <ul className="mt-list">
            {mails.map((mail) => (
              <li key={mail.kind}>
                <div className="mt-list-text">
                  <span className="mt-label">
                    {mail.label}
                    {mail.edited ? <span className="mt-badge">{strings.edited}</span> : null}
                  </span>
                  <span className="mt-note">{mail.description}</span>
                </div>
                <Button
                  aria-label={`${strings.edit} ${mail.label}`}
                  onClick={() => setOpen(mail.kind)}
                >
                  {strings.edit}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  )
}
