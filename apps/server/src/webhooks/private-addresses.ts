import { BlockList, isIP } from 'node:net'

/**
 * Addresses a webhook never calls (SSRF): loopback, private networks, link-local (cloud metadata
 * at 169.254.169.254), carrier-grade NAT, "this network", multicast and their IPv6 forms,
 * including IPv4 addresses written as IPv6 (`::ffff:10.0.0.1`).
 */
const blocked = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6')
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

/** Whether a URL's host names this machine (`localhost`, `127.0.0.1`, `::1`). */
export function isLoopbackHost(hostname: string): boolean {
  return loopbackHosts.has(hostname.toLowerCase())
}

/** Whether an IP address (v4 or v6) lies in a network webhooks never reach. */
export function isPrivateAddress(address: string): boolean {
  const version = isIP(address)
  if (version === 4) return blocked.check(address, 'ipv4')
  if (version !== 6) return false
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped?.[1] !== undefined) return blocked.check(mapped[1], 'ipv4')
  return blocked.check(address, 'ipv6')
}
