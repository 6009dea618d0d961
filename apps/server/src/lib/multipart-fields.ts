import { ErrorCode, ErrorMessage } from '@jianku/rules';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './app-error.ts';

/**
 * A preValidation hook for routes that take form fields either as JSON, urlencoded or multipart:
 * for a multipart request it reads the text fields into `request.body`, so that the route's body
 * schema validates all three alike. Files are refused; a field over the multipart fieldSize limit
 * (1 MB) is "too large". A field sent as JSON (part Content-Type application/json) stays a JSON string.
 *
 *   app.post('/x', { preValidation: multipartFieldsToBody, schema: { body } }, handler)
 */
export const MALFORMED_MULTIPART = '请求参数不正确：请求体不是完整的 multipart/form-data 格式';

export async function multipartFieldsToBody(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const fields: Record<string, string> = Object.create(null);
  let refused: AppError | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        part.file.resume();
        refused ??= badRequest('该接口不接受文件上传');
        continue;
      }
      if (part.valueTruncated || part.fieldnameTruncated) {
        refused ??= new AppError(ErrorCode.payloadTooLarge, ErrorMessage.payloadTooLarge, 413);
        continue;
      }
      fields[part.fieldname] = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
    }
  } catch (error) {
    // limits (413) and the plugin's own errors carry a status; a broken body (no boundary, cut off,
    // bad part headers) comes from the parser as a plain Error
    if ((error as { statusCode?: number }).statusCode !== undefined) throw error;
    throw badRequest(MALFORMED_MULTIPART);
  }
  if (refused) throw refused;
  request.body = fields;
}
