import net from 'node:net'

/**
 * A TCP proxy in front of a real server (the test's PostgreSQL), for fault tests: `cut()` drops
 * every open connection and refuses new ones, as a database restart, a failover or a lost network
 * does to its clients; `restore()` lets connections through again.
 */
export interface TcpProxy {
  readonly port: number
  cut(): void
  restore(): void
  close(): Promise<void>
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>()
  let refusing = false
  const server = net.createServer((client) => {
    if (refusing) {
      client.destroy()
      return
    }
    const upstream = net.connect(target.port, target.host)
    open.add(client)
    open.add(upstream)
    const drop = () => {
      client.destroy()
      upstream.destroy()
      open.delete(client)
      open.delete(upstream)
    }
    client.on('error', drop).on('close', drop)
    upstream.on('error', drop).on('close', drop)
    client.pipe(upstream)
    upstream.pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address !== null ? address.port : 0
  const cut = () => {
    refusing = true
    for (const socket of open) socket.destroy()
    open.clear()
  }
  return {
    port,
    cut,
    restore() {
      refusing = false
    },
    close() {
      cut()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}
