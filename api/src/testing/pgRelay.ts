import net from 'node:net';

/**
 * A TCP relay to PostgreSQL that a test can cut (every connection closed, new ones refused until `open` again)
 * or mute (what the server sends on the connections open now is dropped, they stay up): the faults a connection
 * meets on a network, without touching the server.
 */
export class PgRelay {
  private server: net.Server | null = null;
  private readonly pairs = new Set<[net.Socket, net.Socket]>();
  private readonly muted = new WeakSet<net.Socket>();
  port = 0;

  constructor(private readonly target: URL) {}

  /** `url` with the relay in place of the server. */
  urlOf(url: string): string {
    const relayed = new URL(url);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(this.port);
    return relayed.toString();
  }

  /** Listens (on the same port as before, after a cut). */
  async open(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(Number(this.target.port || 5432), this.target.hostname);
      const pair: [net.Socket, net.Socket] = [client, upstream];
      this.pairs.add(pair);
      client.on('data', (data) => upstream.write(data));
      upstream.on('data', (data) => this.muted.has(upstream) || client.write(data));
      for (const socket of pair) {
        socket.on('error', () => undefined);
        socket.on('close', () => {
          this.pairs.delete(pair);
          pair.forEach((s) => s.destroy());
        });
      }
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /** Closes every connection and refuses new ones. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const pair of this.pairs) pair.forEach((s) => s.destroy());
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  mute(): void {
    for (const [, upstream] of this.pairs) this.muted.add(upstream);
  }
}
