/**
 * The anchor of the serving benchmarks: a bare `node:http` server that answers the bytes of
 * captured pages from memory, with the same content type and validators, and nothing else.
 *
 *   node --import tsx bench/bare-node-server.ts PORT PAGES.json
 *
 * PAGES.json maps a path to `{ file, contentType }`; `file` holds the exact body.
 */
import { readFileSync } from 'node:fs'
import http from 'node:http'

interface CapturedPage {
  file: string
  contentType: string
  etag: string
}

const port = Number(process.argv[2])
const pages = JSON.parse(readFileSync(process.argv[3] ?? '', 'utf8')) as Record<
  string,
  CapturedPage
>
const bodies = new Map(
  Object.entries(pages).map(([path, page]) => [path, { ...page, body: readFileSync(page.file) }]),
)

http
  .createServer((request, response) => {
    const page = bodies.get(request.url ?? '/')
    if (page === undefined) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, {
      'content-type': page.contentType,
      'content-length': page.body.length,
      'cache-control': 'no-cache',
      etag: page.etag,
    })
    response.end(page.body)
  })
  .listen(port, '127.0.0.1', () => console.log(`bare node listening ${port}`))
