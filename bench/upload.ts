/**
 * Upload bench (issue 13): a file of --size MB sent in 3 MB parts over loopback HTTP to a real listening
 * server (this process: the app on PGlite with the disk store in a temporary DATA_DIR), by a client in a
 * child process (so that its buffers do not count): init → per part getPartUploadUrl + PUT (4 at once) →
 * complete with the file's SHA-256 (the server checks it against the SHA-256 it kept while the parts
 * arrived) → create. Prints figures; never a test.
 *
 *   npm run bench:upload [-- --size 1024]
 *
 * Last line: UPLOAD size=… mb_s=… rss_peak_mb=… (the server process's resident memory at its highest during
 * the upload; rss_start_mb is before it, so growth with size shows as the difference). The client's own
 * peak is printed apart (client_rss_peak_mb): it is another process and never counts in rss_peak_mb.
 */
import { fork } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const MB = 1024 * 1024;

interface ClientFigures {
  seconds: number;
  partsSeconds: number;
  parts: number;
  clientRssMb: number;
}

async function client(
  base: string,
  token: string,
  file: string,
  size: number,
  sha256: string,
): Promise<void> {
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}/to/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer = (await res.json()) as { code: number; msg: string; data: unknown };
    if (answer.code !== 0) throw new Error(`${path}: ${answer.msg}`);
    return answer.data;
  };
  const started = performance.now();
  const up = (await call('POST', '/base/file/bigfile/init', {
    type: 'ModelFiles',
    fileName: 'bench.step',
    storageType: 11,
    size,
  })) as { path: string; uploadId: string; chunkSize: number };
  const total = Math.ceil(size / up.chunkSize);
  const etags: { partNumber: number; etag: string }[] = [];
  const queue = Array.from({ length: total }, (_, i) => i + 1);
  const handle = await open(file, 'r');
  const worker = async () => {
    const buffer = Buffer.alloc(up.chunkSize);
    for (let n = queue.shift(); n !== undefined; n = queue.shift()) {
      const q = new URLSearchParams({
        uploadId: up.uploadId,
        chunkIndex: String(n),
        path: up.path,
        storageType: '11',
      });
      const { singedUrl } = (await call('GET', `/base/file/bigfile/getPartUploadUrl?${q}`)) as {
        singedUrl: string;
      };
      const { bytesRead } = await handle.read(buffer, 0, up.chunkSize, (n - 1) * up.chunkSize);
      const res = await fetch(`${base}${singedUrl}`, { method: 'PUT', body: buffer.subarray(0, bytesRead) });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`part ${n}: HTTP ${res.status}`);
      etags.push({ partNumber: n, etag: res.headers.get('etag') ?? '' });
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  await handle.close();
  const uploaded = performance.now();
  await call('POST', '/base/file/bigfile/complete', {
    path: up.path,
    uploadId: up.uploadId,
    storageType: 11,
    etags,
    sha256,
  });
  const record = (await call('POST', '/base/file/bigfile/create', { path: up.path, id: up.uploadId })) as {
    sha256: string;
    size: number;
  };
  const seconds = (performance.now() - started) / 1000;
  if (record.sha256 !== sha256 || record.size !== size) throw new Error('the stored file differs');
  const clientRssMb = process.resourceUsage().maxRSS / 1024;
  process.send?.({ seconds, partsSeconds: (uploaded - started) / 1000, parts: total, clientRssMb });
}

async function makeFile(path: string, size: number): Promise<string> {
  const hash = createHash('sha256');
  const out = createWriteStream(path);
  const block = randomBytes(MB);
  for (let written = 0; written < size; written += MB) {
    block.writeUInt32LE(written / MB, 0);
    const piece = block.subarray(0, Math.min(MB, size - written));
    hash.update(piece);
    if (!out.write(piece)) await new Promise<void>((r) => out.once('drain', () => r()));
  }
  await new Promise<void>((r) => out.end(() => r()));
  return hash.digest('hex');
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { size: { type: 'string', default: '1024' } } });
  const size = Number(values.size) * MB;
  const { createAccountsTestApp, createUser, loginAs } = await import(
    '../apps/server/src/accounts.testing.ts'
  );
  const dataDir = await mkdtemp(join(tmpdir(), 'jk-bench-upload-'));
  const file = join(dataDir, 'source.bin');
  const sha256 = await makeFile(file, size);
  const app = await createAccountsTestApp({ env: { DATA_DIR: dataDir, UPLOAD_QUOTA_MB: '1048576' } });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const token = (await loginAs(app, await createUser(app))).accessToken;
    (globalThis as { gc?: () => void }).gc?.();
    const rssStart = process.memoryUsage.rss();
    let rssPeak = rssStart;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
    }, 20);
    const child = fork(
      new URL(import.meta.url).pathname,
      ['--client', `http://127.0.0.1:${port}`, token, file, String(size), sha256],
      {
        execArgv: ['--import', 'tsx'],
      },
    );
    const result = await new Promise<ClientFigures>((resolve, reject) => {
      child.on('message', (m) => resolve(m as ClientFigures));
      child.on('exit', (code) => code !== 0 && reject(new Error(`client exited with ${code}`)));
    });
    clearInterval(sampler);
    const mbS = size / MB / result.seconds;
    console.log(
      `${result.parts} parts in ${result.partsSeconds.toFixed(1)} s, complete + create ${(result.seconds - result.partsSeconds).toFixed(2)} s (manifest, SHA-256 check)`,
    );
    console.log(
      `server rss_start_mb=${(rssStart / MB).toFixed(0)} rss_growth_mb=${((rssPeak - rssStart) / MB).toFixed(0)}; client_rss_peak_mb=${result.clientRssMb.toFixed(0)} (another process)`,
    );
    const label = size >= 1024 * MB ? `${size / 1024 / MB}GB` : `${size / MB}MB`;
    console.log(`UPLOAD size=${label} mb_s=${mbS.toFixed(1)} rss_peak_mb=${(rssPeak / MB).toFixed(0)}`);
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--client') {
  const [base, token, file, size, sha256] = process.argv.slice(3) as [string, string, string, string, string];
  client(base, token, file, Number(size), sha256).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
} else {
  await main();
}
