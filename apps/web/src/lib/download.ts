/**
 * Files fetched through the one http client (so the channel, tenant and authorization headers go along) and
 * handed to the browser as a download: the plugin's 放置/下载 (issue 12).
 */
import { type HttpResponse, http } from './http.ts';

/** The file name of a Content-Disposition header (filename*=UTF-8'' first, then filename=""). */
export function fileNameOfDisposition(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename="([^"]+)"/i.exec(header);
  return plain?.[1] ?? null;
}

/** A Blob's text (FileReader: every browser, and jsdom, whose Blob has no text()). */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** The Chinese message of a failed file request (its body is the envelope, read from the Blob). */
async function failureMessage(error: unknown, fallback: string): Promise<string> {
  const data = (error as { instance?: { response?: HttpResponse } }).instance?.response?.data;
  if (data instanceof Blob) {
    try {
      const body = JSON.parse(await blobText(data)) as { msg?: unknown; message?: unknown };
      const msg = body.msg ?? body.message;
      if (typeof msg === 'string' && msg) return msg;
    } catch {
      // not an envelope
    }
  }
  return error instanceof Error && error.message ? error.message : fallback;
}

/** Saves a Blob under a name (an object URL on a temporary link with the download attribute). */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Fetches `url` and saves it; resolves to the saved file name. Rejects with an Error whose message is the
 * server's Chinese message (or `fallback`).
 */
export async function downloadFile(
  url: string,
  params: Record<string, string>,
  fallback = '下载失败，请稍后重试',
): Promise<string> {
  let response: HttpResponse<Blob>;
  try {
    response = await http.get<Blob>(url, {
      params,
      responseType: 'blob',
      skipErrorHandler: true,
      dedupe: false,
    });
  } catch (error) {
    throw new Error(await failureMessage(error, fallback));
  }
  const name = fileNameOfDisposition(response.headers['content-disposition']) ?? 'download';
  saveBlob(response.data, name);
  return name;
}
