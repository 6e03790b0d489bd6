import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';
import { afterAll } from 'vitest';

type Mode = 'open' | 'silent';

/**
 * A TCP line between an app and its test database that a test can cut and mend, so that
 * it takes the database away from one app without touching the PostgreSQL that every
 * test file shares. Bytes pass unchanged: the app talks to the real PostgreSQL.
 */
export class DatabaseLine {
  private server: Server | undefined;
  private mode: Mode = 'open';
  private readonly sockets = new Set<Socket>();

  private constructor(
    private readonly target: { host: string; port: number },
    private readonly databaseUrl: URL,
    private port = 0,
  ) {}

  /** Opens a line to the database of `databaseUrl`; closed after the file's tests. */
  static async open(databaseUrl: string): Promise<DatabaseLine> {
    const url = new URL(databaseUrl);
    const line = new DatabaseLine({ host: url.hostname, port: Number(url.port) }, url);
    await line.listen('open');
    afterAll(() => line.cut());
    return line;
  }

  /** The database's connection string through this line. */
  get url(): string {
    const url = new URL(this.databaseUrl);
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.toString();
  }

  /** PostgreSQL is gone: open connections drop, new ones are refused. */
  async cut(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    const server = this.server;
    this.server = undefined;
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  /** PostgreSQL is unreachable: connections are accepted and never answered. */
  async silence(): Promise<void> {
    await this.cut();
    await this.listen('silent');
  }

  /** PostgreSQL is back, on the same address. */
  async mend(): Promise<void> {
    await this.cut();
    await this.listen('open');
  }

  private listen(mode: Mode): Promise<void> {
    this.mode = mode;
    const server = createServer((client) => this.accept(client));
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        const address = server.address();
        if (address && typeof address === 'object') this.port = address.port;
        resolve();
      });
    });
  }

  private accept(client: Socket): void {
    this.track(client);
    if (this.mode === 'silent') return;
    const database = tcpConnect(this.target);
    this.track(database);
    client.pipe(database).pipe(client);
    const end = () => {
      client.destroy();
      database.destroy();
    };
    client.on('close', end);
    database.on('close', end);
  }

  private track(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => this.sockets.delete(socket));
  }
}
