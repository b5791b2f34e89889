import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for an S3-compatible store (as MinIO would answer): objects by path, 404 NoSuchKey
 * for a missing one, and every request must come signed with AWS Signature V4.
 */
export function fakeS3() {
  const objects = new Map<string, Buffer>();
  const unsigned: string[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      if (!String(req.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256 Credential=test-key/')) unsigned.push(`${req.method} ${path}`);
      if (req.method === 'PUT') {
        objects.set(path, Buffer.concat(chunks));
        res.writeHead(200, { ETag: '"1"' }).end();
      } else if (req.method === 'GET' && objects.has(path)) {
        const body = objects.get(path)!;
        res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': body.length }).end(body);
      } else if (req.method === 'GET') {
        res
          .writeHead(404, { 'Content-Type': 'application/xml' })
          .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>');
      } else if (req.method === 'DELETE') {
        objects.delete(path);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    });
  });
  return {
    objects,
    unsigned,
    /** Listens on a free port; answers the endpoint URL. */
    start: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
