// The benchmark's fixture servers (the third-party host, the control page) listen on a free port
// of 127.0.0.1 and, when closed, drop the connections Chromium keeps alive, so the run can end.
import type http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface LocalServer {
  port: number
  close(): Promise<void>
}

export async function listenLocally(server: http.Server): Promise<LocalServer> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
