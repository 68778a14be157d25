/**
 * The anchor of the serving benchmarks: a bare `node:http` server that answers the bytes of
 * captured pages from memory, with the same content type and validators, and nothing else.
 *
 *   node --import tsx bench/bare-node-server.ts PORT PAGES.json
 *
 * PAGES.json maps a path to `{ file, contentType, etag, brFile? }`; `file` holds the exact body and
 * `brFile` the same page as the server sent it brotli-compressed, answered (with
 * `content-encoding: br`) to a request whose `accept-encoding` names br, as the server does.
 */
import { readFileSync } from 'node:fs'
import http from 'node:http'

interface CapturedPage {
  file: string
  contentType: string
  etag: string
  brFile?: string
}

const port = Number(process.argv[2])
const pages = JSON.parse(readFileSync(process.argv[3] ?? '', 'utf8')) as Record<
  string,
  CapturedPage
>
const bodies = new Map(
  Object.entries(pages).map(([path, page]) => [
    path,
    {
      ...page,
      body: readFileSync(page.file),
      br: page.brFile === undefined ? undefined : readFileSync(page.brFile),
    },
  ]),
)

http
  .createServer((request, response) => {
    const page = bodies.get(request.url ?? '/')
    if (page === undefined) {
      response.writeHead(404).end()
      return
    }
    const br = page.br !== undefined && /\bbr\b/.test(request.headers['accept-encoding'] ?? '')
    const body = br && page.br !== undefined ? page.br : page.body
    response.writeHead(200, {
      'content-type': page.contentType,
      'content-length': body.length,
      'cache-control': 'no-cache',
      etag: page.etag,
      vary: 'accept-encoding',
      ...(br ? { 'content-encoding': 'br' } : {}),
    })
    response.end(body)
  })
  .listen(port, '127.0.0.1', () => console.log(`bare node listening ${port}`))
