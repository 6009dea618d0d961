/**
 * How errors leave the server (DESIGN.md "API conventions"): always the envelope, a Chinese message,
 * never a stack, SQL or file path.
 * - AppError: its code and message, HTTP 200 unless it says otherwise (business errors).
 * - malformed requests (bad JSON, schema failures): HTTP 400, code invalidParams.
 * - wrong content type: HTTP 415; body too large: HTTP 413; too many requests: HTTP 429.
 * - the disk is full (ENOSPC, PostgreSQL 53100 / could not extend file): HTTP 507, 存储空间不足.
 * - anything else: HTTP 500 with the generic message, logged with its stack.
 */
import { defaultMessageFor, ErrorCode, ErrorMessage } from '@jianku/rules';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { isDiskFullError } from '../lib/disk-space.ts';
import { type Envelope, fail } from '../lib/envelope.ts';
import { REQUEST_PART_NAMES, type SchemaError, validationMessage } from '../lib/validation-message.ts';

/** The response header that carries the request id; spec §3: the client keeps it as the error hash. */
export const TRACK_CODE_HEADER = 'track_code';

interface ErrorAnswer {
  status: number;
  body: Envelope<null>;
}

const TOO_LARGE_CODES = new Set([
  'FST_ERR_CTP_BODY_TOO_LARGE',
  'FST_REQ_FILE_TOO_LARGE',
  'FST_PARTS_LIMIT',
  'FST_FILES_LIMIT',
  'FST_FIELDS_LIMIT',
]);

const MESSAGES_BY_CODE: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ErrorMessage.badJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求体不能为空',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求内容类型（Content-Type）',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求体长度与 Content-Length 不符',
  FST_INVALID_MULTIPART_CONTENT_TYPE: '请求不是 multipart/form-data 格式',
  FST_INVALID_JSON_FIELD_ERROR: ErrorMessage.badJson,
  FST_PROTO_VIOLATION: ErrorMessage.invalidParams,
  FST_ERR_BAD_URL: '请求地址不正确',
  FST_ERR_MAX_PARAM_LENGTH: '请求地址过长',
};

/** Decide status and envelope for an error. Exported for the tests of the mapping. */
export function describeError(error: FastifyError | Error): ErrorAnswer {
  if (error instanceof AppError) {
    return { status: error.httpStatus, body: fail(error.code, error.message) };
  }
  if (isDiskFullError(error)) {
    return {
      status: 507,
      body: fail(ErrorCode.insufficientStorage, ErrorMessage.insufficientStorage),
    };
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    const where = REQUEST_PART_NAMES[fastifyError.validationContext ?? ''];
    return {
      status: 400,
      body: fail(ErrorCode.invalidParams, validationMessage(fastifyError.validation as SchemaError[], where)),
    };
  }
  const status = fastifyError.statusCode;
  const code = fastifyError.code ?? '';
  if (status === 413 || TOO_LARGE_CODES.has(code)) {
    return { status: 413, body: fail(ErrorCode.payloadTooLarge, ErrorMessage.payloadTooLarge) };
  }
  if (status === 429) {
    return { status: 429, body: fail(ErrorCode.tooManyRequests, ErrorMessage.tooManyRequests) };
  }
  if (status !== undefined && status >= 400 && status < 500) {
    // JSON syntax errors from the body parser carry status 400 (and no code on some paths)
    const message =
      MESSAGES_BY_CODE[code] ??
      (error instanceof SyntaxError ? ErrorMessage.badJson : ErrorMessage.invalidParams);
    const httpStatus = status === 415 ? 415 : 400;
    return { status: httpStatus, body: fail(ErrorCode.invalidParams, message) };
  }
  return { status: 500, body: fail(ErrorCode.unknown, defaultMessageFor(ErrorCode.unknown)) };
}

/** Send an envelope as plain JSON, whatever response schema the route declares. */
export function sendEnvelope(reply: FastifyReply, status: number, body: Envelope<unknown>): FastifyReply {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .serializer((payload: unknown) => JSON.stringify(payload))
    .send(body);
}

function handleError(
  this: FastifyInstance,
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const answer = describeError(error);
  if (answer.status >= 500) {
    request.log.error({ err: error }, 'request failed');
  } else {
    request.log.info(
      { status: answer.status, code: answer.body.code, reason: error.message },
      answer.body.msg,
    );
  }
  return sendEnvelope(reply, answer.status, answer.body);
}

/**
 * The security headers of an answer made before any hook ran (framework errors): the strictest
 * policy, as nothing on such an answer needs to load or be framed (plugins/security-headers.ts sets
 * the full set on every other answer).
 */
export const BARE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/**
 * Errors Fastify raises before routing (a URL it cannot decode ...): hooks have not run, so the
 * track_code and security headers are set here too. Passed to Fastify as the `frameworkErrors` option.
 */
export function handleFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  reply.header(TRACK_CODE_HEADER, request.id);
  reply.headers(BARE_SECURITY_HEADERS);
  const answer = describeError(error);
  request.log.info({ status: answer.status, reason: error.message }, answer.body.msg);
  sendEnvelope(reply, answer.status, answer.body);
}

/** Install on the root instance, before any route: the track_code header and the error handler. */
export function setupHttpErrors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(TRACK_CODE_HEADER, request.id);
  });
  app.setErrorHandler(handleError);
}
