import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type * as Nodemailer from 'nodemailer'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defaultMailFrom, mailSettingsFrom, transportFor } from './mail-settings.js'

const { opened, sent } = vi.hoisted(() => ({
  opened: [] as string[],
  sent: [] as Array<Record<string, unknown>>,
}))

// An SMTP URL opens nodemailer's SMTP transport; here nodemailer's own JSON transport stands in for
// the server (no network), so the message really goes through nodemailer with the same settings.
// Other options (the `.eml` composer's stream transport) get the real thing.
vi.mock('nodemailer', async (importOriginal) => {
  const real = await importOriginal<typeof Nodemailer>()
  const createTransport = (options: unknown): unknown => {
    if (typeof options !== 'string') {
      return real.createTransport(options as Parameters<typeof real.createTransport>[0])
    }
    opened.push(options)
    const standIn = real.createTransport({ jsonTransport: true })
    return {
      sendMail: async (mail: Parameters<typeof standIn.sendMail>[0]) => {
        const info = await standIn.sendMail(mail)
        sent.push(JSON.parse(String(info.message)) as Record<string, unknown>)
        return info
      },
    }
  }
  return { ...real, default: { ...real, createTransport }, createTransport }
})

const message = { to: 'ada@example.com', subject: 'Order #1001 confirmed', text: 'Thank you.' }

describe('mail settings', () => {
  afterEach(() => {
    opened.length = 0
    sent.length = 0
  })

  it('reads SMTP_URL and MAIL_FROM, and leaves SMTP off when SMTP_URL is unset or blank', () => {
    expect(
      mailSettingsFrom({
        SMTP_URL: ' smtp://user:pw@mail.example:2525 ',
        MAIL_FROM: 'Shop <s@x.io>',
      }),
    ).toEqual({
      smtpUrl: 'smtp://user:pw@mail.example:2525',
      from: 'Shop <s@x.io>',
      workerInProcess: true,
    })
    expect(mailSettingsFrom({ SMTP_URL: '  ' }).smtpUrl).toBeUndefined()
    expect(mailSettingsFrom({})).toEqual({
      smtpUrl: undefined,
      from: defaultMailFrom,
      workerInProcess: true,
    })
    expect(mailSettingsFrom({ ATELIER_WORKER: '0' }).workerInProcess).toBe(false)
  })

  it('sends through nodemailer with the SMTP_URL when it is set, and writes no file', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-mail-'))
    const settings = mailSettingsFrom({ SMTP_URL: 'smtp://user:pw@mail.example:2525' })
    await transportFor(settings, dataDir).deliver('m1', message)
    expect(opened).toEqual(['smtp://user:pw@mail.example:2525'])
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({
      from: { address: 'no-reply@atelier.local', name: 'Atelier' },
      to: [{ address: 'ada@example.com', name: '' }],
      subject: 'Order #1001 confirmed',
      text: 'Thank you.',
      messageId: '<m1@atelier.local>',
    })
    await expect(fs.readdir(path.join(dataDir, 'mail'))).rejects.toThrow()
    await fs.rm(dataDir, { recursive: true, force: true })
  })

  it('writes DATA_DIR/mail/<id>.eml without SMTP_URL, opening no SMTP connection', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-mail-'))
    await transportFor(mailSettingsFrom({}), dataDir).deliver('m2', message)
    expect(opened).toEqual([])
    expect(await fs.readdir(path.join(dataDir, 'mail'))).toEqual(['m2.eml'])
    const eml = await fs.readFile(path.join(dataDir, 'mail', 'm2.eml'), 'utf8')
    expect(eml).toContain('Subject: Order #1001 confirmed')
    expect(eml).toContain('To: ada@example.com')
    await fs.rm(dataDir, { recursive: true, force: true })
  })
})
