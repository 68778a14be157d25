import * as Dialog from '@radix-ui/react-dialog'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { formatDate } from '../inbox/format-date.js'
import { failureText } from '../orders/failure-text.js'
import { fill } from '../strings.js'
import { customersApi, type CustomerDetail } from './customers-api.js'
import { customersStrings as strings } from './customers-strings.js'

/**
 * A customer's account, and the owner's switches on it: disable (asked first: it signs the
 * customer out everywhere) or enable again; a customer without one can be invited by mail.
 */
export function CustomerAccountCard({
  customer,
  timeZone,
}: {
  customer: CustomerDetail
  timeZone: string | undefined
}) {
  const queryClient = useQueryClient()
  const [asking, setAsking] = useState(false)
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['customers'] })
  const toggle = useMutation({
    mutationFn: (disabled: boolean) => customersApi.setDisabled(customer.email, disabled),
    onSuccess: async () => {
      setAsking(false)
      await refresh()
    },
  })
  const invite = useMutation({ mutationFn: () => customersApi.invite(customer.email) })
  const account = customer.account
  return (
    <section className="ed-card" aria-labelledby="ed-customer-account">
      <h3 id="ed-customer-account">{strings.account}</h3>
      <p>
        {account
          ? fill(strings.hasAccount, { date: formatDate(account.createdAt, timeZone) })
          : strings.noAccount}
      </p>
      {account?.disabled ? <p className="ed-cell-sub">{strings.disabledNote}</p> : null}
      {toggle.isError ? <p role="alert">{failureText(toggle.error)}</p> : null}
      {invite.isError ? <p role="alert">{failureText(invite.error)}</p> : null}
      {invite.isSuccess ? (
        <p role="status">{fill(strings.invitationSent, { email: customer.email })}</p>
      ) : null}
      <div className="ed-actions">
        {account === null ? (
          <button type="button" disabled={invite.isPending} onClick={() => invite.mutate()}>
            {invite.isPending ? strings.working : strings.sendInvitation}
          </button>
        ) : account.disabled ? (
          <button type="button" disabled={toggle.isPending} onClick={() => toggle.mutate(false)}>
            {toggle.isPending ? strings.working : strings.enableAccount}
          </button>
        ) : (
          <Dialog.Root open={asking} onOpenChange={setAsking}>
            <Dialog.Trigger asChild>
              <button type="button" className="ed-danger">
                {strings.disableAccount}
              </button>
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="ed-dialog-overlay" />
              <Dialog.Content className="ed-dialog" role="alertdialog">
                <Dialog.Title>{strings.disableAccount}</Dialog.Title>
                <Dialog.Description>{strings.disableQuestion}</Dialog.Description>
                <div className="ed-actions">
                  <button
                    type="button"
                    className="ed-danger"
                    disabled={toggle.isPending}
                    onClick={() => toggle.mutate(true)}
                  >
                    {toggle.isPending ? strings.working : strings.disableAccount}
                  </button>
                  <Dialog.Close asChild>
                    <button type="button">{strings.keepAccount}</button>
                  </Dialog.Close>
                </div>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        )}
      </div>
    </section>
  )
}
