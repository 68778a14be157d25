import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ReceivedHook {
  path: string
  headers: Record<string, string>
  body: string
}

/**
 * A real HTTP receiver on 127.0.0.1 for the webhook tests: it keeps every request and answers
 * each path from its queue of statuses (200 once the queue is empty).
 */
export async function startWebhookReceiver() {
  const received: ReceivedHook[] = []
  const answers = new Map<string, number[]>()
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const path = request.url ?? '/'
      const headers: Record<string, string> = {}
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string') headers[name] = value
      }
      received.push({ path, headers, body: Buffer.concat(chunks).toString('utf8') })
      const status = answers.get(path)?.shift() ?? 200
      response.writeHead(status, { 'content-type': 'text/plain' }).end(String(status))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    at: (path: string) => received.filter((hook) => hook.path === path),
    /** The next answers of a path, in order (then 200). */
    answer: (path: string, ...statuses: number[]) => answers.set(path, statuses),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
