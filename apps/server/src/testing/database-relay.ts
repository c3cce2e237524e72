import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * A TCP relay between the shop and a PostgreSQL server that a test can cut and restore, as a
 * network cut or a stopped server would: `cut` resets every connection through it and refuses
 * new ones (ECONNREFUSED); `restore` accepts again on the same port. The shop is given `url`.
 */
export async function startDatabaseRelay(databaseUrl: string) {
  const target = new URL(databaseUrl);
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {}); // the other side's reset, seen by both ends
  };
  const open = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((shop) => {
        const postgres = connect(Number(target.port || 5432), target.hostname);
        track(shop);
        track(postgres);
        shop.pipe(postgres).pipe(shop);
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        port = (next.address() as AddressInfo).port;
        server = next;
        resolve();
      });
    });
  const cut = async () => {
    const closing = server;
    server = undefined;
    for (const socket of sockets) socket.resetAndDestroy();
    sockets.clear();
    if (closing) await new Promise((resolve) => closing.close(resolve));
  };

  await open();
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return { url: url.toString(), cut, restore: open, close: cut };
}
